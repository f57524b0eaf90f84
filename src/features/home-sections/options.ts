/** A whole-number option of a layout item between 1 and `max` (options are free-form in the schema), else the fallback. */
export function countOption(options: object | undefined, name: string, fallback: number, max: number): number {
  const value = (options as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}
