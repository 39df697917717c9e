import { signatureDataSchema } from '@kinloan/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignaturePad } from './SignaturePad';

// jsdom has no canvas: a stand-in 2D context records the drawing, and toDataURL returns a real
// (1×1, transparent) PNG as the browser would.
const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function fakeContext() {
  return {
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 0,
    lineCap: '',
    lineJoin: '',
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    clearRect: vi.fn(),
  };
}

describe('SignaturePad', () => {
  let context: ReturnType<typeof fakeContext>;
  beforeEach(() => {
    context = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => context) as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation((type?: string) => (type === 'image/png' ? PNG_1X1 : 'data:,'));
  });
  afterEach(() => vi.restoreAllMocks());

  function canvas() {
    return screen.getByRole('img', { name: /Draw your signature/ }) as HTMLCanvasElement;
  }

  it('exports what was drawn as a PNG data URL the API accepts', () => {
    const onChange = vi.fn();
    render(<SignaturePad onChange={onChange} />);
    fireEvent.pointerDown(canvas(), { pointerId: 1, clientX: 10, clientY: 20 });
    fireEvent.pointerMove(canvas(), { pointerId: 1, clientX: 60, clientY: 40 });
    fireEvent.pointerMove(canvas(), { pointerId: 1, clientX: 120, clientY: 30 });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(canvas(), { pointerId: 1, clientX: 120, clientY: 30 });

    expect(context.lineTo).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledTimes(1);
    const png = onChange.mock.calls[0]![0] as string;
    expect(png.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    expect(signatureDataSchema.safeParse({ typedFullName: 'Maya Okafor', drawnSignaturePng: png }).success).toBe(true);
  });

  it('moving without pressing draws nothing; clearing removes the drawing', () => {
    const onChange = vi.fn();
    render(<SignaturePad onChange={onChange} />);
    const clear = screen.getByRole('button', { name: 'Clear drawing' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);

    fireEvent.pointerMove(canvas(), { pointerId: 1, clientX: 60, clientY: 40 });
    expect(context.lineTo).not.toHaveBeenCalled();

    fireEvent.pointerDown(canvas(), { pointerId: 1, clientX: 10, clientY: 20 });
    fireEvent.pointerUp(canvas(), { pointerId: 1 });
    expect(clear.disabled).toBe(false);
    fireEvent.click(clear);
    expect(context.clearRect).toHaveBeenCalledWith(0, 0, 600, 180);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(clear.disabled).toBe(true);
  });

  it('is not a tab stop: keyboard users sign with the typed name alone', () => {
    render(<SignaturePad onChange={() => {}} />);
    expect(canvas().tabIndex).toBe(-1);
    expect(screen.getByText(/Your typed name above is your legal signature/)).toBeTruthy();
  });
});
