export interface PhotoSpec {
  width: number;
  height: number;
  format: 'jpeg' | 'png' | 'webp';
  orientation?: number;
  gps?: boolean;
  noise?: number;
}
export function photoBytes(spec: PhotoSpec): Promise<Buffer>;
export function photoSet(full: boolean): (PhotoSpec & { name: string })[];
export function contentWithPhotos(
  from: string,
  to: string,
  options?: { full?: boolean },
): Promise<{ hero: string; courses: string[]; community: string; about: string; popular: string[] }>;
