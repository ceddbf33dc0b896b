#!/usr/bin/env python3
"""Search for the tenant palette of ui/canvas/tenantcolors.cpp (issue 17 item 18).

What it optimises: six sRGB colours (tenants 0..5) whose smallest pairwise CIEDE2000 difference is
as large as possible, taken over
  - normal vision and the Machado, Oliveira & Fernandes (2009) simulations of protanopia,
    deuteranopia and tritanopia at severity 1.0 (applied to linear sRGB, clipped to 0..1),
  - the colour as drawn on the light canvas and its Dark lift (the same lift as tenantColor()),
subject to: far from the idle grey in every one of those eight views (grey is reserved for "idle"),
not too pale on the light board nor too dark on the dark board (CIELAB L* and chroma bounds), so a
fill reads on both and a projector does not wash it out. Then four more colours (tenants 6..9, who
also get a hatch) are added greedily with the same objective against the first six.

With --start HEX... the climb begins at a known palette (Okabe & Ito's, say) and every colour stays
within --leash CIEDE2000 (normal vision) of where it began: the palette keeps that palette's look
while it is pushed apart for the deficiencies and away from grey.

It is a random-restart hill climb in 8-bit sRGB: cheap, deterministic (fixed seed), a few minutes
in plain python3 (no numpy). It prints the palette and its worst pair per view; the numbers the
Catch2 test (tests/ui/test_palette.cpp) checks are computed there again, independently of this
script.

Usage: python3 scripts/palette-search.py [--restarts N] [--seed S] [--check HEX ...]
"""

import argparse
import colorsys
import math
import random

MACHADO = {  # severity 1.0, rows act on linear RGB
    'protan': ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    'deutan': ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    'tritan': ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VIEWS = ('normal', 'deutan', 'protan', 'tritan')
IDLE = {'light': 0x9aa0a6, 'dark': 0x8a8f98}  # tenantColor(-1, scheme): the idle grey


def to_linear(c):
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lab_of_linear(rgb):
    r, g, b = (min(1.0, max(0.0, v)) for v in rgb)
    x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
    xn, yn, zn = 0.95047, 1.0, 1.08883

    def f(t):
        return t ** (1.0 / 3.0) if t > 216.0 / 24389.0 else (24389.0 / 27.0 * t + 16.0) / 116.0

    fx, fy, fz = f(x / xn), f(y / yn), f(z / zn)
    return (116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz))


def simulate(lin, view):
    if view == 'normal':
        return lin
    m = MACHADO[view]
    return tuple(sum(m[i][j] * lin[j] for j in range(3)) for i in range(3))


def ciede2000(lab1, lab2):
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c1 = math.hypot(a1, b1)
    c2 = math.hypot(a2, b2)
    cbar7 = ((c1 + c2) / 2.0) ** 7
    g = 0.5 * (1.0 - math.sqrt(cbar7 / (cbar7 + 25.0 ** 7)))
    a1p, a2p = a1 * (1.0 + g), a2 * (1.0 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360.0 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360.0 if c2p else 0.0
    dLp = L2 - L1
    dCp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    else:
        dhp = h2p - h1p
        if dhp > 180.0:
            dhp -= 360.0
        elif dhp < -180.0:
            dhp += 360.0
    dHp = 2.0 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp) / 2.0)
    Lbp = (L1 + L2) / 2.0
    Cbp = (c1p + c2p) / 2.0
    if c1p * c2p == 0:
        hbp = h1p + h2p
    elif abs(h1p - h2p) <= 180.0:
        hbp = (h1p + h2p) / 2.0
    elif h1p + h2p < 360.0:
        hbp = (h1p + h2p + 360.0) / 2.0
    else:
        hbp = (h1p + h2p - 360.0) / 2.0
    t = (1.0 - 0.17 * math.cos(math.radians(hbp - 30.0)) + 0.24 * math.cos(math.radians(2.0 * hbp))
         + 0.32 * math.cos(math.radians(3.0 * hbp + 6.0)) - 0.20 * math.cos(math.radians(4.0 * hbp - 63.0)))
    dtheta = 30.0 * math.exp(-(((hbp - 275.0) / 25.0) ** 2))
    cbp7 = Cbp ** 7
    rc = 2.0 * math.sqrt(cbp7 / (cbp7 + 25.0 ** 7))
    sl = 1.0 + 0.015 * (Lbp - 50.0) ** 2 / math.sqrt(20.0 + (Lbp - 50.0) ** 2)
    sc = 1.0 + 0.045 * Cbp
    sh = 1.0 + 0.015 * Cbp * t
    rt = -math.sin(math.radians(2.0 * dtheta)) * rc
    return math.sqrt((dLp / sl) ** 2 + (dCp / sc) ** 2 + (dHp / sh) ** 2 + rt * (dCp / sc) * (dHp / sh))


SHARMA = [  # Sharma, Wu & Dalal (2005), a few of their 34 pairs
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.4900, -0.0010), (50.0, -2.4900, 0.0009), 7.1792),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]
for p, q, want in SHARMA:
    assert abs(ciede2000(p, q) - want) < 5e-5, (p, q, ciede2000(p, q), want)


def rgb_of(hexv):
    return ((hexv >> 16) & 0xff, (hexv >> 8) & 0xff, hexv & 0xff)


def dark_lift(rgb):
    """tenantColor()'s Dark variant: HSV saturation x0.9, value x1.08 + 0.04 (Qt rounds to 8 bit)."""
    h, s, v = colorsys.rgb_to_hsv(*(c / 255.0 for c in rgb))
    s = max(0.0, s * 0.9)
    v = min(1.0, v * 1.08 + 0.04)
    return tuple(int(round(c * 255.0)) for c in colorsys.hsv_to_rgb(h, s, v))


def views_of(rgb):
    """The eight CIELAB values of one colour: 2 schemes x 4 views."""
    out = []
    for col in (rgb, dark_lift(rgb)):
        lin = tuple(to_linear(c) for c in col)
        for v in VIEWS:
            out.append(lab_of_linear(simulate(lin, v)))
    return out


IDLE_VIEWS = []
for i, scheme in enumerate(('light', 'dark')):
    lin = tuple(to_linear(c) for c in rgb_of(IDLE[scheme]))
    for v in VIEWS:
        IDLE_VIEWS.append(lab_of_linear(simulate(lin, v)))


def lch(rgb):
    L, a, b = lab_of_linear(tuple(to_linear(c) for c in rgb))
    return L, math.hypot(a, b)


def admissible(rgb):
    L, C = lch(rgb)
    Ld, _ = lch(dark_lift(rgb))
    # Not pale on the light board (projectors wash pale colours out), not murky on the dark one,
    # and clearly a colour (chroma), never near grey.
    return 38.0 <= L <= 78.0 and Ld >= 50.0 and C >= 35.0


def pair_min(va, vb):
    return min(ciede2000(va[i], vb[i]) for i in range(8))


def grey_min(va):
    return min(ciede2000(va[i], IDLE_VIEWS[i]) for i in range(8))


GREY_WEIGHT = 0.8  # a colour must be at least ~1/0.8 as far from idle grey as the pair floor


CHROMA_BONUS = 0.005  # per unit of mean CIELAB chroma: among equally distinct palettes, the livelier


def score(cols, views, fixed=0):
    """Smallest pairwise difference (over 8 views), with the idle grey counted as a near colour,
    plus a small bonus for chroma (vivid colours survive a projector; greyish ones do not)."""
    worst = 1e9
    n = len(cols)
    for i in range(n):
        worst = min(worst, grey_min(views[i]) * GREY_WEIGHT)
        for j in range(i + 1, n):
            if i < fixed and j < fixed:
                continue
            worst = min(worst, pair_min(views[i], views[j]))
    return worst + CHROMA_BONUS * sum(lch(c)[1] for c in cols[fixed:]) / max(1, len(cols) - fixed)


def climb(rng, cols, fixed, steps, anchors=None, leash=None):
    views = [views_of(c) for c in cols]
    best = score(cols, views, fixed)
    step = 48
    for it in range(steps):
        if it and it % (steps // 6) == 0:
            step = max(2, step // 2)
        k = rng.randrange(fixed, len(cols))
        cand = tuple(min(255, max(0, c + rng.randint(-step, step))) for c in cols[k])
        if not admissible(cand):
            continue
        if anchors and k < len(anchors) and pair_normal(cand, anchors[k]) > leash:
            continue
        old, oldv = cols[k], views[k]
        cols[k], views[k] = cand, views_of(cand)
        s = score(cols, views, fixed)
        if s >= best:
            best = s
        else:
            cols[k], views[k] = old, oldv
    return best


def pair_normal(a, b):
    return ciede2000(lab_of_linear(tuple(to_linear(c) for c in a)), lab_of_linear(tuple(to_linear(c) for c in b)))


def random_colour(rng):
    while True:
        c = tuple(rng.randrange(256) for _ in range(3))
        if admissible(c):
            return c


def report(cols, first=6):
    names = ['light ' + v for v in VIEWS] + ['dark ' + v for v in VIEWS]
    views = [views_of(c) for c in cols]
    print('palette:', ', '.join('0x%02x%02x%02x' % c for c in cols))
    print('dark   :', ', '.join('0x%02x%02x%02x' % dark_lift(c) for c in cols))
    for i, name in enumerate(names):
        worst = min((ciede2000(views[a][i], views[b][i]), a, b)
                    for a in range(min(first, len(cols))) for b in range(a + 1, min(first, len(cols))))
        grey = min(ciede2000(views[a][i], IDLE_VIEWS[i]) for a in range(len(cols)))
        print('  %-13s worst pair of the first %d: %5.1f (%d,%d)   nearest to idle grey: %5.1f'
              % (name, first, worst[0], worst[1], worst[2], grey))
    for c in cols:
        L, C = lch(c)
        print('  0x%02x%02x%02x  L*=%4.1f C*=%4.1f  dark L*=%4.1f' % (c + (L, C, lch(dark_lift(c))[0])))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--restarts', type=int, default=24)
    ap.add_argument('--steps', type=int, default=3000)
    ap.add_argument('--seed', type=int, default=17)
    ap.add_argument('--check', nargs='*', help='only report on these hex colours')
    ap.add_argument('--start', nargs='*', help='begin at these hex colours (the first six, then more)')
    ap.add_argument('--leash', type=float, default=12.0, help='with --start: how far (dE00) a colour may move')
    args = ap.parse_args()
    if args.check:
        report([rgb_of(int(h.replace('#', '').replace('0x', ''), 16)) for h in args.check])
        return
    rng = random.Random(args.seed)
    anchors = [rgb_of(int(h.replace('#', '').replace('0x', ''), 16)) for h in args.start] if args.start else None
    best, best_cols = -1.0, None
    for r in range(args.restarts):
        if anchors:
            cols = list(anchors[:6])
            s = climb(rng, cols, 0, args.steps, anchors[:6], args.leash)
        else:
            cols = [random_colour(rng) for _ in range(6)]
            s = climb(rng, cols, 0, args.steps)
        print('restart %2d: %.2f' % (r, s), flush=True)
        if s > best:
            best, best_cols = s, list(cols)
    cols = best_cols
    # Four more (tenants 6..9): far from the six and from each other; they also get a hatch.
    rng2 = random.Random(args.seed + 1)
    best2, best_more = -1.0, None
    for r in range(max(4, args.restarts // 3)):
        if anchors and len(anchors) >= 10:
            more = cols + list(anchors[6:10])
            s = climb(rng2, more, 6, args.steps, anchors[:10], args.leash)
        else:
            more = cols + [random_colour(rng2) for _ in range(4)]
            s = climb(rng2, more, 6, args.steps)
        if s > best2:
            best2, best_more = s, more
    report(best_more)


if __name__ == '__main__':
    main()
