/**
 * seed 001 §7 tracking: one percentage per ISBN, the furthest point reached. Opening a book again starts the
 * reader over from its own count, and re-reading turns back; neither may lower what was reached. The reading
 * programme stores the percentage it is given, so the shop sends only a report that goes further.
 */
export function goesFurther(recorded: number, reported: number): boolean {
  return reported > recorded;
}
