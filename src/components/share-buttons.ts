/**
 * A share block's attributes: what is shared (its address marks the block) and the words it says.
 * Each an attribute of its own: as JSON in one, its quotes written as entities, the same words cost
 * each course page about 25 bytes more gzip.
 */
export interface ShareWords {
  'data-share': string;
  'data-share-title': string;
  'data-share-text': string;
  'data-copied': string;
  'data-copy-this': string;
}

const enhanced = new WeakSet<Element>();

/**
 * Enhances the share blocks in `root` (src/components/share-link.tsx), whose WhatsApp link works
 * with no script: the phone's own share sheet (Web Share API) in its place where the browser has
 * one, else Copy link beside it. Plain DOM, no React: a page's first load runs it with no app
 * (src/start-up/start-on-demand.ts), and ShareLink's effect otherwise. Once per block.
 */
export function enhanceShareButtons(root: ParentNode): void {
  for (const block of root.querySelectorAll<HTMLElement>('[data-share]')) {
    if (enhanced.has(block)) continue;
    enhanced.add(block);
    const { share: url = '', shareTitle: title, shareText: text, copied, copyThis } = block.dataset;
    const [native, whatsapp, copy] = [...block.children] as HTMLElement[];
    const status = block.querySelector('[role="status"]');
    if (!native || !whatsapp || !copy || !status) continue;
    if (typeof navigator.share === 'function') {
      native.hidden = false;
      whatsapp.hidden = true;
      copy.hidden = true;
      native.addEventListener('click', () => {
        // The visitor closing the share sheet, or the browser refusing, has nothing to report.
        navigator.share({ title, text, url }).catch(() => {});
      });
    } else {
      copy.style.visibility = 'visible';
      copy.addEventListener('click', () => {
        navigator.clipboard.writeText(url).then(
          () => (status.textContent = copied ?? ''),
          () => (status.textContent = copyThis ?? ''),
        );
      });
    }
  }
}
