interface LongDescriptionProps {
  paragraphs?: readonly string[];
  /** Said instead when the product has no long description yet. */
  comingSoon: string;
}

export function LongDescription({ paragraphs, comingSoon }: LongDescriptionProps) {
  if (!paragraphs?.length) {
    return <p className="text-lg text-fg-muted italic">{comingSoon}</p>;
  }
  return (
    <div className="max-w-3xl space-y-5 text-lg leading-relaxed">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
