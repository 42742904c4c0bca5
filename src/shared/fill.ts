/** Fills the `{name}` placeholders of a MESSAGES template; unknown placeholders stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  // Own keys only: `{constructor}` in a template must stay as written, not become a function.
  return template.replace(/\{(\w+)\}/g, (all, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : all,
  );
}
