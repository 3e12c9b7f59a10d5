/** A phone number as a `tel:` URI: digits and a leading plus only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}
