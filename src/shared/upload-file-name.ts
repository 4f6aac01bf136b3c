// The contract bounds an upload's file name (x-max-file-name-length, openapi/components/schemas/files.yaml);
// tests/shared/upload-file-name.test.ts holds the two equal.
export const MAX_UPLOAD_FILE_NAME = 255;

/** The name cut to the bound in characters (code points, as JSON Schema counts), keeping a short extension. */
export function boundedFileName(name: string): string {
  const chars = [...name];
  if (chars.length <= MAX_UPLOAD_FILE_NAME) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? [...name.slice(dot)] : [];
  return [...chars.slice(0, MAX_UPLOAD_FILE_NAME - extension.length), ...extension].join('');
}

/** The same file under a name the server takes, so a trader's long file name never fails an upload. */
export function withBoundedName(file: File): File {
  const name = boundedFileName(file.name);
  return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
}
