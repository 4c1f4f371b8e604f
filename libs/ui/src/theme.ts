// Design tokens of the suite. Every app (shell and remotes) renders inside one ThemeProvider with
// this theme, so colours, spacing and breakpoints match across federated screens. Tool colours are
// the registry's.
import { registry } from "@seo/registry/registry";

export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

/** Mobile-first media queries: `${media.md} { ... }` applies from 768 px up. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
} as const;

const BRAND_GRADIENT = "linear-gradient(135deg, #6d4aff 0%, #a855f7 55%, #ec4899 100%)";
const BRAND_COLOUR = "#6d4aff";

/** A registry theme as a CSS gradient. */
export const gradientOf = (t: { from: string; to: string }) => `linear-gradient(135deg, ${t.from} 0%, ${t.to} 100%)`;

const themed = [...registry.tools, ...registry.apps].flatMap((e) => (e.theme ? [{ id: e.id, theme: e.theme }] : []));
/** Gradient per tool and app, from the registry (libs/registry). */
export const toolGradients: Readonly<Record<string, string>> = Object.fromEntries(themed.map((e) => [e.id, gradientOf(e.theme)]));
export type ToolGradientName = string;
/** The gradient of a tool or app of the registry (the brand gradient for an id it does not know). */
export const toolGradient = (id: string): string => toolGradients[id] ?? BRAND_GRADIENT;

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** The WCAG contrast ratio of two #rrggbb colours. */
export const contrastRatio = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/**
 * A colour's shade dark enough for text on light surfaces (4.5:1 on the lightest tinted panel the
 * theme uses): the same hue, darkened step by step, so a tool's colour keeps its meaning in text.
 */
export function readableOnLight(hex: string, background = "#eef0f6"): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let colour = hex;
  for (let step = 0; step < 40 && contrastRatio(colour, background) < 4.5; step++) {
    [r, g, b] = [r!, g!, b!].map((c) => Math.round(c * 0.92));
    colour = `#${[r, g, b].map((c) => c!.toString(16).padStart(2, "0")).join("")}`;
  }
  return colour;
}

/** Solid accent per tool and app (icons, rings, glows), from the registry. */
export const toolAccents: Readonly<Record<string, string>> = Object.fromEntries(themed.map((e) => [e.id, e.theme.accent]));
/** The accent of a tool or app of the registry (the brand colour for an id it does not know). */
export const toolAccent = (id: string): string => toolAccents[id] ?? BRAND_COLOUR;

export const theme = {
  colors: {
    background: "#f6f7fb",
    surface: "#ffffff",
    surfaceMuted: "#f1f3f9",
    surfaceSunken: "#eef0f6",
    ink: "#0b1020",
    inkSoft: "#151b33",
    text: "#0f172a",
    textMuted: "#475569",
    /** 5:1 and more on every light surface of the theme (the small print: hints, counts). */
    textSubtle: "#5b6577",
    textOnDark: "#e2e8f0",
    textOnDarkMuted: "#94a3b8",
    border: "#e2e8f0",
    borderStrong: "#cbd5e1",
    primary: BRAND_COLOUR,
    primaryHover: "#5b37f0",
    primarySoft: "#efeaff",
    primaryText: "#4c2fd6",
    accent: "#ec4899",
    success: "#16a34a",
    successSoft: "#dcfce7",
    successText: "#166534",
    warning: "#d97706",
    warningSoft: "#fef3c7",
    warningText: "#92400e",
    danger: "#dc2626",
    dangerSoft: "#fee2e2",
    dangerText: "#991b1b",
    info: "#0284c7",
    infoSoft: "#e0f2fe",
    infoText: "#075985",
    /** The focus ring: 8:1 on white; with the white gap of shadows.focus it also shows on the dark hero. */
    focus: "#4c2fd6",
    white: "#ffffff",
  },
  gradients: {
    brand: BRAND_GRADIENT,
    brandText: "linear-gradient(90deg, #a78bfa 0%, #f0abfc 50%, #f9a8d4 100%)",
    hero: "radial-gradient(1200px 600px at 10% -10%, rgba(109,74,255,0.45), transparent 60%), radial-gradient(900px 500px at 100% 0%, rgba(236,72,153,0.30), transparent 55%), linear-gradient(180deg, #0b1020 0%, #131a36 100%)",
    subtle: "linear-gradient(180deg, #ffffff 0%, #f6f7fb 100%)",
    gold: "linear-gradient(135deg, #f59e0b 0%, #f97316 100%)",
    ...toolGradients,
    /** The workflow app's (mfe-workflow's pages). */
    workflow: toolGradient("workflow"),
  },
  space: {
    xxs: "2px",
    xs: "4px",
    sm: "8px",
    md: "16px",
    lg: "24px",
    xl: "32px",
    xxl: "48px",
    xxxl: "72px",
  },
  radii: { sm: "8px", md: "12px", lg: "16px", xl: "24px", pill: "999px" },
  shadows: {
    sm: "0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)",
    md: "0 4px 12px rgba(15, 23, 42, 0.08), 0 2px 4px rgba(15, 23, 42, 0.04)",
    lg: "0 18px 40px rgba(15, 23, 42, 0.12), 0 4px 12px rgba(15, 23, 42, 0.06)",
    focus: "0 0 0 2px #ffffff, 0 0 0 4px #4c2fd6",
    glow: (color: string) => `0 0 0 1px ${color}33, 0 12px 40px ${color}66`,
  },
  typography: {
    fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    monoFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    sizes: {
      xs: "0.75rem",
      sm: "0.875rem",
      md: "1rem",
      lg: "1.125rem",
      xl: "1.25rem",
      xxl: "1.5rem",
      xxxl: "2rem",
      display: "clamp(2.25rem, 6vw, 3.75rem)",
      h1: "clamp(1.75rem, 4.5vw, 2.5rem)",
      h2: "clamp(1.5rem, 3.5vw, 2rem)",
    },
    weights: { regular: 400, medium: 500, semibold: 600, bold: 700, black: 800 },
    lineHeights: { tight: 1.15, snug: 1.35, normal: 1.6 },
  },
  breakpoints,
  media,
  layout: { maxWidth: "1200px", narrowWidth: "880px", navHeight: "64px" },
  transitions: { fast: "120ms ease", normal: "200ms ease" },
} as const;

export type Theme = typeof theme;

declare module "styled-components" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
