import { describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './hold-early-clicks';

function renderButtons() {
  document.body.innerHTML = `
    <main>
      <button type="button" id="compare">Compare</button>
      <button type="button" id="off" disabled>Off</button>
      <a href="#listing" id="link">Listing</a>
    </main>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { compare: byId('compare'), off: byId('off'), link: byId('link') };
}

describe('holdEarlyClicks', () => {
  it('holds a button’s clicks until released, then gives each again in order', () => {
    const { compare } = renderButtons();
    const pressed = vi.fn();
    const held = holdEarlyClicks();
    compare.click();
    compare.click();
    // The app's listener is attached later, as hydrateRoot does.
    compare.addEventListener('click', pressed);
    expect(pressed).not.toHaveBeenCalled();
    held.release();
    expect(pressed).toHaveBeenCalledTimes(2);
    compare.click();
    expect(pressed).toHaveBeenCalledTimes(3);
  });

  it('lets links go and holds nothing once released', () => {
    const { link } = renderButtons();
    const followed = vi.fn((event: Event) => event.preventDefault());
    const held = holdEarlyClicks();
    document.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveBeenCalledTimes(1);
    held.release();
    expect(followed).toHaveBeenCalledTimes(1);
    // The document is the next test file's too (vitest.projects.ts): a listener left on it would cancel
    // every click there.
    document.removeEventListener('click', followed);
  });

  it('drops a click on a button that is gone or disabled', () => {
    const { compare, off } = renderButtons();
    const pressed = vi.fn();
    const held = holdEarlyClicks();
    compare.click();
    off.click();
    compare.remove();
    compare.addEventListener('click', pressed);
    off.addEventListener('click', pressed);
    held.release();
    expect(pressed).not.toHaveBeenCalled();
  });
});
