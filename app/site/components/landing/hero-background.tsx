/**
 * The hero's decorative background (docs/product-spec.md §1): 150 points of light and 100 connecting
 * strokes in a nine-colour palette of blues and white. The arrays come from a seeded generator,
 * so the server and the browser render exactly the same SVG (no hydration mismatch).
 *
 * Cost: plain SVG in the server HTML (one path per colour and layer, about 30 elements) (never an image, so never the LCP element), absolutely
 * positioned (no layout shift). Motion is a slow drift of three whole layers through
 * `transform`/`opacity` CSS animations, which the compositor runs without repainting or
 * main-thread work; under prefers-reduced-motion the layers do not move at all.
 */

const HERO_PALETTE = [
  "#ffffff",
  "#f5f9ff",
  "#eef4ff",
  "#dbe7ff",
  "#bcd3ff",
  "#8db5ff",
  "#5d9bff",
  "#2786ff",
  "#0c47d1",
] as const;

type HeroParticle = { x: number; y: number; r: number; color: number; layer: 0 | 1 | 2 };
type HeroStroke = { x1: number; y1: number; x2: number; y2: number; color: number };

const WIDTH = 1440;
const HEIGHT = 900;
const SEED = 0x5eed_a1;

/** mulberry32: a tiny seeded PRNG; the same seed gives the same sequence in every engine. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function generateHeroBackground(seed = SEED): { particles: HeroParticle[]; strokes: HeroStroke[] } {
  const random = seededRandom(seed);
  const particles: HeroParticle[] = Array.from({ length: 150 }, () => {
    const layer = Math.floor(random() * 3) as 0 | 1 | 2;
    return {
      x: Math.round(random() * WIDTH),
      y: Math.round(random() * HEIGHT),
      r: round1(0.8 + random() * (layer === 2 ? 3.2 : 2)),
      // Mostly white and pale blues: the points must never compete with the white headline.
      color: Math.floor(random() ** 1.6 * HERO_PALETTE.length),
      layer,
    };
  });
  // Each stroke joins a point to its nearest neighbour among a few random candidates.
  const strokes: HeroStroke[] = Array.from({ length: 100 }, (_, i) => {
    const from = particles[(i * 3) % particles.length]!;
    let best = particles[(i * 3 + 1) % particles.length]!;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let k = 0; k < 6; k++) {
      const candidate = particles[Math.floor(random() * particles.length)]!;
      const distance = Math.hypot(candidate.x - from.x, candidate.y - from.y);
      if (candidate !== from && distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return { x1: from.x, y1: from.y, x2: best.x, y2: best.y, color: Math.floor(random() * 5) };
  });
  return { particles, strokes };
}

const background = generateHeroBackground();

const layerMotion = [
  "motion-safe:animate-[hero-drift-a_38s_ease-in-out_infinite_alternate]",
  "motion-safe:animate-[hero-drift-b_46s_ease-in-out_infinite_alternate]",
  "motion-safe:animate-[hero-twinkle_7s_ease-in-out_infinite_alternate]",
] as const;

const keyframes = `
@keyframes hero-drift-a { to { transform: translate3d(-2.5%, 1.5%, 0); } }
@keyframes hero-drift-b { to { transform: translate3d(2%, -2%, 0); } }
@keyframes hero-twinkle { from { opacity: .45; } to { opacity: 1; } }
`;

/** One path per colour: a circle is two arcs. Far fewer DOM nodes than 150 <circle>s to hydrate. */
function circlesPath(points: readonly HeroParticle[]): string {
  return points
    .map(
      ({ x, y, r }) => `M${round1(x - r)} ${y}a${r} ${r} 0 1 0 ${round1(2 * r)} 0a${r} ${r} 0 1 0 ${round1(-2 * r)} 0`,
    )
    .join("");
}

function strokesPath(strokes: readonly HeroStroke[]): string {
  return strokes.map((s) => `M${s.x1} ${s.y1}L${s.x2} ${s.y2}`).join("");
}

function Layer({ layer }: { layer: 0 | 1 | 2 }) {
  return (
    <svg
      aria-hidden="true"
      className={`absolute inset-[-4%] h-[108%] w-[108%] will-change-transform motion-reduce:animate-none ${layerMotion[layer]}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
    >
      {layer === 0 &&
        HERO_PALETTE.map((colour, index) => {
          const strokes = background.strokes.filter((s) => s.color === index);
          return strokes.length ? (
            <path
              key={colour}
              data-strokes={strokes.length}
              d={strokesPath(strokes)}
              stroke={colour}
              strokeOpacity="0.22"
              fill="none"
            />
          ) : null;
        })}
      {HERO_PALETTE.map((colour, index) => {
        const points = background.particles.filter((p) => p.layer === layer && p.color === index);
        return points.length ? (
          <path
            key={colour}
            data-points={points.length}
            d={circlesPath(points)}
            fill={colour}
            fillOpacity={layer === 2 ? 0.75 : 0.5}
          />
        ) : null;
      })}
    </svg>
  );
}

export function HeroBackground() {
  return (
    <div
      aria-hidden="true"
      data-testid="hero-background"
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      {/* React 19 hoists this into <head> once, so the keyframes need no extra request. */}
      <style href="hero-background-keyframes" precedence="default">
        {keyframes}
      </style>
      <Layer layer={0} />
      <Layer layer={1} />
      <Layer layer={2} />
      <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-b from-transparent to-brand-700/60" />
    </div>
  );
}
