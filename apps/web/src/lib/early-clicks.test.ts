import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

describe('holdEarlyClicks', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('holds a button’s clicks until released, then presses it again once', () => {
    document.body.innerHTML = '<button type="button">Maps</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const earlyClicks = holdEarlyClicks();
    const onClick = vi.fn();
    button.click();
    button.click();
    // What the hydration does: the same node gets its handler.
    button.addEventListener('click', onClick);
    expect(onClick).not.toHaveBeenCalled();
    earlyClicks.release();
    expect(onClick).toHaveBeenCalledTimes(1);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('lets links work as links, and forgets a button the page no longer has', () => {
    document.body.innerHTML = '<a href="#here">Agent</a><button type="button">Gone</button>';
    const link = document.querySelector('a') as HTMLAnchorElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    const onLink = vi.fn((event: MouseEvent) => event.preventDefault());
    link.addEventListener('click', onLink);
    const earlyClicks = holdEarlyClicks();
    link.click();
    expect(onLink).toHaveBeenCalledTimes(1);
    button.click();
    button.remove();
    const onGone = vi.fn();
    button.addEventListener('click', onGone);
    earlyClicks.release();
    expect(onGone).not.toHaveBeenCalled();
  });

  it('announces again what was typed into a field before the app read it', () => {
    document.body.innerHTML = '<input aria-label="Where">';
    const field = document.querySelector('input') as HTMLInputElement;
    const earlyClicks = holdEarlyClicks();
    field.value = 'Savar';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push(field.value));
    earlyClicks.releaseTyping();
    expect(seen).toEqual(['Savar']);
  });

  it('announces a choice made in a select with a change event', () => {
    document.body.innerHTML =
      '<select aria-label="Price order"><option>Low</option><option>High</option></select>';
    const select = document.querySelector('select') as HTMLSelectElement;
    const earlyClicks = holdEarlyClicks();
    select.value = 'High';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    const seen: string[] = [];
    select.addEventListener('change', () => seen.push(select.value));
    earlyClicks.releaseTyping();
    expect(seen).toEqual(['High']);
  });

  it('gives each field what it held when typed into, though the hydration set it back', () => {
    document.body.innerHTML = '<input type="radio" name="for" aria-label="Rent"><input aria-label="Where">';
    const [rent, where] = Array.from(document.querySelectorAll('input')) as HTMLInputElement[];
    const earlyClicks = holdEarlyClicks();
    (rent as HTMLInputElement).checked = true;
    rent?.dispatchEvent(new Event('input', { bubbles: true }));
    (where as HTMLInputElement).value = 'gulsh';
    where?.dispatchEvent(new Event('input', { bubbles: true }));
    // The app's state is empty: its render after the radio's change empties the box it controls.
    (where as HTMLInputElement).value = '';
    rent?.addEventListener('change', () => {
      (where as HTMLInputElement).value = '';
    });
    const seen: string[] = [];
    where?.addEventListener('input', () => seen.push((where as HTMLInputElement).value));
    earlyClicks.releaseTyping();
    expect(seen).toEqual(['gulsh']);
  });
});
