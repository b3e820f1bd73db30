/**
 * Saves a CSV text as a file, made in the browser (issue 29, item 4): no second request, and the
 * file holds exactly the table the person sees. A byte-order mark first, so a spreadsheet program
 * reads the UTF-8 of French and German names right.
 */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
