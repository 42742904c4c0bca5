/** Text at this weight or above is drawn from a font's bold files (both the UI's and the prints'). */
const BOLD_FROM = 600;

/**
 * The characters under `root`, by the weight they are drawn in (each character once), read from
 * styles already computed, so nothing is laid out again. `maxTextNodes` caps the reading where the
 * first nodes hold nearly every character (the UI's web font); a print reads everything.
 */
export function charactersByWeight(
  root: Node,
  maxTextNodes = Number.POSITIVE_INFINITY,
): { regular: string; bold: string } {
  const regular = new Set<string>();
  const bold = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let read = 0;
  for (let node = walker.nextNode(); node && read < maxTextNodes; node = walker.nextNode(), read++) {
    const parent = node.parentElement;
    if (!parent || !node.nodeValue?.trim()) continue;
    const weight = Number.parseInt(getComputedStyle(parent).fontWeight, 10);
    const into = weight >= BOLD_FROM ? bold : regular;
    for (const character of node.nodeValue) if (character.trim()) into.add(character);
  }
  return { regular: [...regular].join(''), bold: [...bold].join('') };
}
