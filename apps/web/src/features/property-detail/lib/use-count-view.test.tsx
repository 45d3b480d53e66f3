import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountView } from './use-count-view';

function Counted({ id }: { id: string }) {
  useCountView(id);
  return null;
}

function stubBeacon() {
  const sendBeacon = vi.fn((_url: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  return sendBeacon;
}

afterEach(() => {
  sessionStorage.clear();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('useCountView', () => {
  it('sends one beacon per listing per browser session, whatever the renders', () => {
    const sendBeacon = stubBeacon();
    const first = render(<Counted id="listing-1" />);
    first.rerender(<Counted id="listing-1" />);
    first.unmount();
    render(<Counted id="listing-1" />);
    expect(sendBeacon.mock.calls.map(([url]) => url)).toEqual(['/api/propertyView/listing-1']);
    render(<Counted id="listing-2" />);
    expect(sendBeacon.mock.calls.map(([url]) => url)).toEqual([
      '/api/propertyView/listing-1',
      '/api/propertyView/listing-2',
    ]);
  });

  it('tries again on the next visit when the browser would not queue the beacon', () => {
    const sendBeacon = stubBeacon();
    sendBeacon.mockReturnValueOnce(false);
    render(<Counted id="listing-3" />).unmount();
    render(<Counted id="listing-3" />);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('does nothing in a browser without sendBeacon', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    expect(() => render(<Counted id="listing-4" />)).not.toThrow();
    expect(sessionStorage.length).toBe(0);
  });
});
