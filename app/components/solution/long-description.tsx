export function LongDescription({ paragraphs }: { paragraphs?: readonly string[] }) {
  if (!paragraphs?.length) {
    return <p className="text-lg text-fg-muted italic">Detailed content coming soon.</p>;
  }
  return (
    <div className="max-w-3xl space-y-5 text-lg leading-relaxed">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
