/** Marks a share block; its value is what is shared and the words it says (ShareWords). */
export const shareAttr = 'data-share';

export interface ShareWords {
  title: string;
  text: string;
  url: string;
  copied: string;
  copyThis: string;
}

const enhanced = new WeakSet<Element>();

/**
 * Enhances the share blocks in `root` (src/components/share-link.tsx), whose WhatsApp link works
 * with no script: the phone's own share sheet (Web Share API) in its place where the browser has
 * one, else Copy link beside it. Plain DOM, no React: a page's first load runs it with no app
 * (src/start-up/start-on-demand.ts), and ShareLink's effect otherwise. Once per block.
 */
export function enhanceShareButtons(root: ParentNode): void {
  for (const block of root.querySelectorAll<HTMLElement>(`[${shareAttr}]`)) {
    if (enhanced.has(block)) continue;
    enhanced.add(block);
    const words = JSON.parse(block.getAttribute(shareAttr) ?? '{}') as ShareWords;
    const [native, whatsapp, copy] = [...block.children] as HTMLElement[];
    const status = block.querySelector('[role="status"]');
    if (!native || !whatsapp || !copy || !status) continue;
    if (typeof navigator.share === 'function') {
      native.hidden = false;
      whatsapp.hidden = true;
      copy.hidden = true;
      native.addEventListener('click', () => {
        // The visitor closing the share sheet, or the browser refusing, has nothing to report.
        navigator.share({ title: words.title, text: words.text, url: words.url }).catch(() => {});
      });
    } else {
      copy.style.visibility = 'visible';
      copy.addEventListener('click', () => {
        navigator.clipboard.writeText(words.url).then(
          () => (status.textContent = words.copied),
          () => (status.textContent = words.copyThis),
        );
      });
    }
  }
}
