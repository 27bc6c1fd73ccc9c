/**
 * sharp, loaded on first use: its native code (libvips) takes a moment and memory to load, and the
 * dev server, the unit tests and a build of content with only illustrations never need it. Every
 * module here that encodes or reads a photo calls this instead of importing sharp.
 */
export async function loadSharp() {
  return (await import('sharp')).default;
}
