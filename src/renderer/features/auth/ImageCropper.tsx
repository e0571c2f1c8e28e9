import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';

const FRAME = 280;
const OUTPUT = 400;
const MAX_ZOOM = 3;

interface Props {
  src: string;
  onDone(dataUrl: string): void;
  onCancel(): void;
}

/** Moves and zooms a picture under a square frame (drag, arrow keys, slider), then cuts the square. */
export function ImageCropper({ src, onDone, onCancel }: Props) {
  const { t } = useTranslation('auth');
  const image = useRef<HTMLImageElement>(null);
  const [natural, setNatural] = useState<{ w: number; h: number } | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  const scale = natural ? (FRAME / Math.min(natural.w, natural.h)) * zoom : 1;
  const clamp = (x: number, y: number, s = scale) =>
    natural
      ? { x: Math.min(0, Math.max(FRAME - natural.w * s, x)), y: Math.min(0, Math.max(FRAME - natural.h * s, y)) }
      : { x, y };

  useEffect(() => {
    if (!natural) return;
    const s = FRAME / Math.min(natural.w, natural.h);
    setOffset({ x: (FRAME - natural.w * s) / 2, y: (FRAME - natural.h * s) / 2 });
  }, [natural]);

  function changeZoom(next: number) {
    if (!natural) return;
    const nextScale = (FRAME / Math.min(natural.w, natural.h)) * next;
    // Zoom around the frame's centre.
    const cx = (FRAME / 2 - offset.x) / scale;
    const cy = (FRAME / 2 - offset.y) / scale;
    setZoom(next);
    setOffset(clamp(FRAME / 2 - cx * nextScale, FRAME / 2 - cy * nextScale, nextScale));
  }

  function crop() {
    if (!natural || !image.current) return;
    const canvas = document.createElement('canvas');
    canvas.width = OUTPUT;
    canvas.height = OUTPUT;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.drawImage(
      image.current,
      -offset.x / scale,
      -offset.y / scale,
      FRAME / scale,
      FRAME / scale,
      0,
      0,
      OUTPUT,
      OUTPUT,
    );
    onDone(canvas.toDataURL('image/jpeg', 0.88));
  }

  return (
    <div>
      <div
        className="cropper"
        role="application"
        tabIndex={0}
        aria-label={t('profileImage.cropLabel')}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y };
        }}
        onPointerMove={(e) => {
          if (drag.current)
            setOffset(
              clamp(drag.current.ox + e.clientX - drag.current.x, drag.current.oy + e.clientY - drag.current.y),
            );
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onKeyDown={(e) => {
          const step = { ArrowLeft: [10, 0], ArrowRight: [-10, 0], ArrowUp: [0, 10], ArrowDown: [0, -10] }[e.key];
          if (!step) return;
          e.preventDefault();
          setOffset(clamp(offset.x + step[0]!, offset.y + step[1]!));
        }}
      >
        <img
          ref={image}
          src={src}
          alt=""
          onLoad={(e) => setNatural({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
          style={
            natural
              ? { width: natural.w * scale, height: natural.h * scale, left: offset.x, top: offset.y }
              : { visibility: 'hidden' }
          }
        />
      </div>
      <label className="zoom">
        <span>{t('profileImage.zoom')}</span>
        <input
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={(e) => changeZoom(Number(e.target.value))}
        />
      </label>
      <div className="crop-actions">
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
        <Button variant="primary" disabled={!natural} onClick={crop}>
          {t('profileImage.apply')}
        </Button>
      </div>
    </div>
  );
}
