/**
 * Fields that name a thing rather than say something: they stay as they are in every language,
 * so a translation must repeat them exactly.
 */
type FixedKey = "id" | "slug" | "category" | "layout" | "src" | "width" | "height";

/**
 * What a translation of English content `T` must provide: the same shape, every string free to
 * differ except the fixed fields. A missing entry fails the type check, and so does an extra one
 * where the translation is written as an object literal checked with `satisfies`.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? // Mapped over the array itself, so a fixed list (an `as const` tuple) keeps its length and order.
      { readonly [Index in keyof T]: Translation<T[Index]> }
    : T extends object
      ? { readonly [Key in keyof T]: Key extends FixedKey ? T[Key] : Translation<T[Key]> }
      : T;
