/**
 * sharp, loaded on first use: its native code takes a moment and memory to load, and the dev server,
 * the unit tests and a build with only illustrations never need it.
 */
export async function loadSharp() {
  return (await import('sharp')).default;
}
