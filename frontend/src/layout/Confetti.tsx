// A short burst of confetti over the screen for a finished piece of work (000 §9: 5 s and 50 pieces, 10 s and
// 100 for the page variant). Drawn on a canvas that lets every click through and is hidden from assistive
// technology; nothing is drawn for users who ask for reduced motion.
import { useEffect, useRef, useState } from 'react';
import { CONFETTI } from '../theme';

const colours = ['#0f5663', '#b4432a', '#f2b705', '#3f7f8a', '#d9694f', '#1e6b2c'];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  spin: number;
  angle: number;
  colour: string;
}

const piecesFor = (count: number, width: number): Piece[] =>
  Array.from({ length: count }, (_, i) => ({
    x: Math.random() * width,
    y: -20 - Math.random() * 200,
    vx: (Math.random() - 0.5) * 2,
    vy: 2 + Math.random() * 3,
    size: 6 + Math.random() * 6,
    spin: (Math.random() - 0.5) * 0.3,
    angle: Math.random() * Math.PI,
    colour: colours[i % colours.length]!,
  }));

export const Confetti = ({ variant = 'card', onDone }: { variant?: keyof typeof CONFETTI; onDone?: () => void }) => {
  const { durationMs, particles } = CONFETTI[variant];
  const canvas = useRef<HTMLCanvasElement>(null);
  const [done, setDone] = useState(false);
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

  useEffect(() => {
    const timer = setTimeout(() => {
      setDone(true);
      onDone?.();
    }, durationMs);
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || reduced) return () => clearTimeout(timer);
    element.width = window.innerWidth;
    element.height = window.innerHeight;
    const pieces = piecesFor(particles, element.width);
    let frame = requestAnimationFrame(function draw() {
      context.clearRect(0, 0, element.width, element.height);
      for (const p of pieces) {
        p.x += p.vx;
        p.y += p.vy;
        p.angle += p.spin;
        if (p.y > element.height + 20) p.y = -20;
        context.save();
        context.translate(p.x, p.y);
        context.rotate(p.angle);
        context.fillStyle = p.colour;
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        context.restore();
      }
      frame = requestAnimationFrame(draw);
    });
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
    // one burst per mount: the variant's numbers are constants
  }, []);

  if (done) return null;
  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-testid="confetti"
      data-variant={variant}
      data-particles={particles}
      data-duration={durationMs}
      style={{ position: 'fixed', inset: 0, width: '100vw', height: '100vh', pointerEvents: 'none', zIndex: 2000 }}
    />
  );
};
