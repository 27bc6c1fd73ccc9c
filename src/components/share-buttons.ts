const enhanced = new WeakSet<Element>();

/**
 * Enhances the share blocks in `root`, once each: the phone's share sheet in the WhatsApp link's place
 * where there is one, else Copy link beside it. Plain DOM, so a first load runs it with no app.
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
