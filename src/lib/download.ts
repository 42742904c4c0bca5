/**
 * Offers `text` as a download named `fileName` (the browser's own save dialog; a phone's browser
 * hands an .ics to its calendar app). `type` is the file's media type.
 */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns: free the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
