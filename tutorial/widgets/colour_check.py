"""Colour science for checking a board: text contrast, and colours seen with a colour deficiency.

Three questions, each answered by a published formula:

* **Can text be read on its background?**  WCAG 2.x *relative luminance*
  (sRGB decoded to linear light, weighted 0.2126 R + 0.7152 G + 0.0722 B)
  and *contrast ratio* ``(L1 + 0.05) / (L2 + 0.05)``.  Level AA asks
  4.5:1 for normal text and 3:1 for large text (18 pt, or 14 pt bold: 24
  and 18.67 CSS pixels) -- Web Content Accessibility Guidelines 2.1,
  success criterion 1.4.3 and the definitions of *contrast ratio* and
  *relative luminance*.
* **What does a viewer with a colour deficiency see?**  The matrices of
  Machado, Oliveira & Fernandes, *A Physiologically-based Model for
  Simulation of Color Vision Deficiency* (IEEE TVCG 15(6), 2009) at
  severity 1.0, that is protanopia, deuteranopia and tritanopia; a matrix
  acts on linear RGB, and the result is clipped back into the gamut.
* **Do two colours still look apart?**  CIE76 colour difference: the
  straight-line distance ΔE*ab between the colours in CIELAB (D65 white).
  CIE76 is the simplest perceptual distance and overstates differences of
  saturated colours a little, so :data:`APART` is chosen with room to spare:
  ΔE*ab ≈ 2.3 is a just-noticeable difference (Sharma, *Digital Color
  Imaging Handbook*, 2003), while colours that stand for different things
  must be told apart at a glance, not on close comparison.  We ask 10,
  four times a just-noticeable difference; every pair of Okabe-Ito
  colours meets it under all three simulations but grey beside reddish
  purple (7.4 with deuteranopia), which is why fills beside that purple use
  :data:`tutorial.widgets.palette.LIGHT_GREY`.

Everything here is a pure function of ``"#RRGGBB"`` strings; no widget is
needed.

>>> round(contrast_ratio("#FFFFFF", "#000000"), 1)
21.0
>>> round(distance("#000000", "#FFFFFF"))
100
"""

from __future__ import annotations

import numpy as np

#: WCAG 2.x level AA: the least contrast for normal text, and for large text.
AA_NORMAL = 4.5
AA_LARGE = 3.0
#: Large text by WCAG 2.x: 18 pt (24 px), or 14 pt (about 18.67 px) when bold.
LARGE_PX = 24.0
LARGE_BOLD_PX = 14 * 4 / 3
#: The least CIE76 distance (ΔE*ab) at which two colours that carry different
#: meanings count as apart (see the module's docstring for why 10).
APART = 10.0

#: Machado et al. (2009), severity 1.0: linear RGB seen by a dichromat.
DEFICIENCIES: dict[str, np.ndarray] = {
    "protanopia": np.array(
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ]
    ),
    "deuteranopia": np.array(
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ]
    ),
    "tritanopia": np.array(
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ]
    ),
}

#: Linear sRGB to CIE XYZ (D65), and the D65 white, for CIELAB.
_RGB_TO_XYZ = np.array(
    [
        [0.4124564, 0.3575761, 0.1804375],
        [0.2126729, 0.7151522, 0.0721750],
        [0.0193339, 0.1191920, 0.9503041],
    ]
)
_WHITE = _RGB_TO_XYZ @ np.ones(3)


def linear_rgb(colour: str) -> np.ndarray:
    """``"#RRGGBB"`` as linear-light R, G, B in 0..1 (the sRGB transfer curve undone).

    >>> linear_rgb("#FF0000").tolist()
    [1.0, 0.0, 0.0]
    """
    value = colour.lstrip("#")
    if len(value) != 6:
        raise ValueError(f"colour {colour!r} is not written #RRGGBB")
    srgb = np.array([int(value[i : i + 2], 16) for i in (0, 2, 4)]) / 255
    # WCAG 2.x gives 0.03928 as the knee; sRGB's 0.04045 differs only below 1/255.
    return np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)


def hex_colour(linear: np.ndarray) -> str:
    """Linear-light R, G, B (clipped to 0..1) back to ``"#RRGGBB"``."""
    c = np.clip(linear, 0.0, 1.0)
    srgb = np.where(c <= 0.0031308, c * 12.92, 1.055 * c ** (1 / 2.4) - 0.055)
    r, g, b = (int(round(v * 255)) for v in srgb)
    return f"#{r:02X}{g:02X}{b:02X}"


def blend(colour: str, alpha: float, under: str) -> str:
    """``colour`` painted at opacity ``alpha`` over ``under`` (a tint, as the board draws it).

    Canvas compositing mixes the stored sRGB values, so this does too.

    >>> blend("#000000", 0.5, "#FFFFFF")
    '#808080'
    """
    top, bottom = (
        np.array([int(c.lstrip("#")[i : i + 2], 16) for i in (0, 2, 4)]) for c in (colour, under)
    )
    r, g, b = (int(round(v)) for v in alpha * top + (1 - alpha) * bottom)
    return f"#{r:02X}{g:02X}{b:02X}"


def luminance(colour: str) -> float:
    """WCAG 2.x relative luminance: 0 for black, 1 for white.

    >>> round(luminance("#808080"), 3)
    0.216
    """
    return float(np.array([0.2126, 0.7152, 0.0722]) @ linear_rgb(colour))


def contrast_ratio(a: str, b: str) -> float:
    """WCAG 2.x contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def aa_minimum(px: float, bold: bool) -> float:
    """The contrast WCAG AA asks of text ``px`` CSS pixels high (bold or not).

    >>> aa_minimum(11, bold=True), aa_minimum(19, bold=True), aa_minimum(19, bold=False)
    (4.5, 3.0, 4.5)
    """
    large = px >= LARGE_PX or (bold and px >= LARGE_BOLD_PX)
    return AA_LARGE if large else AA_NORMAL


def simulate(colour: str, deficiency: str) -> str:
    """``colour`` as a viewer with ``deficiency`` (a key of :data:`DEFICIENCIES`) sees it.

    >>> simulate("#808080", "deuteranopia")  # greys stay grey
    '#808080'
    """
    if deficiency not in DEFICIENCIES:
        raise ValueError(f"unknown deficiency {deficiency!r}: one of {sorted(DEFICIENCIES)}")
    return hex_colour(DEFICIENCIES[deficiency] @ linear_rgb(colour))


def lab(colour: str) -> np.ndarray:
    """CIELAB L*, a*, b* of ``colour`` (D65 white)."""
    xyz = (_RGB_TO_XYZ @ linear_rgb(colour)) / _WHITE
    eps, kappa = 216 / 24389, 24389 / 27
    f = np.where(xyz > eps, np.cbrt(xyz), (kappa * xyz + 16) / 116)
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


def distance(a: str, b: str) -> float:
    """CIE76 colour difference ΔE*ab: the distance between ``a`` and ``b`` in CIELAB."""
    return float(np.linalg.norm(lab(a) - lab(b)))


def distance_seen(a: str, b: str, deficiency: str | None = None) -> float:
    """The CIE76 distance of ``a`` and ``b`` seen with ``deficiency`` (``None``: normal vision)."""
    if deficiency is None:
        return distance(a, b)
    return distance(simulate(a, deficiency), simulate(b, deficiency))


def least_distance(a: str, b: str) -> tuple[float, str]:
    """The least distance of ``a`` and ``b``, over normal vision and each deficiency, and where."""
    return min((distance_seen(a, b, d), d or "normal vision") for d in (None, *DEFICIENCIES))
