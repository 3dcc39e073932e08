// Saves a blob from the API under a file name, as a normal download.
export function downloadBlob(options: { blob: Blob; fileName: string }): void {
  const { blob, fileName } = options;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
