import { useId, useRef, useState, type PointerEvent } from 'react';

const WIDTH = 600;
const HEIGHT = 180;
const INK = '#1d2926';

/** A PNG data URL of what is on the canvas, as the API expects a drawn signature. */
export function exportSignature(canvas: HTMLCanvasElement): string | null {
  const png = canvas.toDataURL('image/png');
  return png.startsWith('data:image/png;base64,') ? png : null;
}

/**
 * An optional drawn signature (mouse, pen or finger). The typed name is the legal signature,
 * so keyboard and screen-reader users lose nothing by skipping it: the canvas is not a tab stop.
 */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [hasInk, setHasInk] = useState(false);
  const hintId = useId();

  function context(): CanvasRenderingContext2D | null {
    const ctx = canvasRef.current?.getContext('2d') ?? null;
    if (ctx) {
      ctx.strokeStyle = INK;
      ctx.fillStyle = INK;
      ctx.lineWidth = 3;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
    }
    return ctx;
  }

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    const scaleX = rect.width ? canvas.width / rect.width : 1;
    const scaleY = rect.height ? canvas.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const p = point(event);
    last.current = p;
    const ctx = context();
    if (ctx) {
      ctx.beginPath();
      ctx.arc(p.x, p.y, 1.5, 0, Math.PI * 2);
      ctx.fill();
    }
    setHasInk(true);
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current || !last.current) return;
    const p = point(event);
    const ctx = context();
    if (ctx) {
      ctx.beginPath();
      ctx.moveTo(last.current.x, last.current.y);
      ctx.lineTo(p.x, p.y);
      ctx.stroke();
    }
    last.current = p;
  }

  function onPointerEnd() {
    if (!drawing.current) return;
    drawing.current = false;
    last.current = null;
    const canvas = canvasRef.current;
    if (canvas) onChange(exportSignature(canvas));
  }

  function clear() {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setHasInk(false);
    onChange(null);
  }

  return (
    <div className="signature-pad">
      <p className="field__label" id={`${hintId}-label`}>
        Draw your signature <span className="field__optional">(optional)</span>
      </p>
      <p className="field__hint" id={hintId}>
        Use a mouse, pen or finger. Your typed name above is your legal signature; the drawing is only a personal touch.
      </p>
      <canvas
        ref={canvasRef}
        className="signature-pad__canvas"
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${hintId}-label`}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onPointerLeave={onPointerEnd}
      />
      <div className="signature-pad__actions">
        <span className="signature-pad__line" aria-hidden="true">
          Sign above the line
        </span>
        <button type="button" className="link-button" onClick={clear} disabled={!hasInk}>
          Clear drawing
        </button>
      </div>
    </div>
  );
}
