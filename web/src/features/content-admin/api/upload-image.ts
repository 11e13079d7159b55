import { api } from '../../../lib/api-client';
import type { ContentSchema, Media, UploadedFile } from './types';
import { paths } from '../../../config/paths';

type UploadRules = ContentSchema['upload'];

const TYPE_MESSAGE = 'Дозволені лише зображення PNG, JPEG або WebP';
const SIZE_MESSAGE = 'Файл завеликий: найбільше 2 МБ';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** POST /api/admin/content/uploads, in base64 chunks of the size the server names. */
async function uploadFile(blob: Blob, name: string, rules: UploadRules): Promise<UploadedFile> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const count = Math.max(1, Math.ceil(bytes.length / rules.chunkBytes));
  let uploadId: string | undefined;
  for (let index = 0; index < count; index++) {
    const data = toBase64(bytes.subarray(index * rules.chunkBytes, (index + 1) * rules.chunkBytes));
    const answer = await api.post(paths.api.content.uploads, { uploadId, index, count, name, mime: blob.type, size: bytes.length, data });
    if (answer.done) return answer.file;
    uploadId = answer.uploadId;
  }
  throw new Error('Завантаження не завершилося');
}

/** A smaller WebP copy (PNG where the browser cannot write WebP). */
async function resized(file: Blob, width: number, source: ImageBitmap): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round((source.height * width) / source.width);
  canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.82));
  return blob && blob.size < file.size ? blob : null;
}

/** Strapi's breakpoints: the site reads medium, small and thumbnail. */
const FORMATS = [
  ['medium', 750],
  ['small', 500],
  ['thumbnail', 234],
] as const;

export function checkImage(file: File, rules: UploadRules): string | null {
  if (!rules.types.includes(file.type)) return TYPE_MESSAGE;
  if (file.size > rules.maxBytes) return SIZE_MESSAGE;
  return null;
}

/** Uploads an image and smaller copies of it made in the browser (the server does not resize). */
export async function uploadImage(file: File, alternativeText: string, rules: UploadRules): Promise<Media> {
  const problem = checkImage(file, rules);
  if (problem) throw new Error(problem);
  const original = await uploadFile(file, file.name, rules);
  const formats: NonNullable<Media['formats']> = {};
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (bitmap) {
    for (const [format, width] of FORMATS) {
      if (width >= original.width) continue;
      const blob = await resized(file, width, bitmap);
      if (!blob) continue;
      const copy = await uploadFile(blob, `${format}_${file.name.replace(/\.[a-z0-9]+$/i, '')}.${blob.type === 'image/webp' ? 'webp' : 'png'}`, rules);
      formats[format] = { url: copy.url, width: copy.width, height: copy.height, size: copy.size };
    }
    bitmap.close();
  }
  return { id: original.id, name: file.name, alternativeText, url: original.url, width: original.width, height: original.height, size: original.size, formats };
}
