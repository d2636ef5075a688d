/**
 * The boot shell's header image when the server sent its bytes in the page (decision 0033). It is
 * read before React's first render replaces the shell, so the web header shows the same bytes
 * rather than fetching its address, which would blank the header for a round trip.
 */
let bootImage: { address: string; dataUrl: string } | undefined;

export function rememberBootHeaderImage(doc: Document = document): void {
  const image = doc.querySelector<HTMLImageElement>('#root img.site-header-image[data-address]');
  const dataUrl = image?.getAttribute('src');
  const address = image?.dataset.address;
  bootImage = address && dataUrl?.startsWith('data:image/') ? { address, dataUrl } : undefined;
}

/** What an img shows for a header image address: the inlined bytes when the shell had them. */
export function headerImageSource(address: string): string {
  return bootImage?.address === address ? bootImage.dataUrl : address;
}
