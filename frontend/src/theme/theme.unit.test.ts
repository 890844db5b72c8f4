import { describe, expect, it } from '@jest/globals';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { brandColors, disabledContainedButton, plainLink, practicumTheme } from './theme';

describe('the theme’s disabled contained buttons (WCAG 2.1 AA 1.4.3)', () => {
  it('label reads at 4.5:1 or more on its own background, which stays apart from the page and the card', () => {
    const { color, backgroundColor } = disabledContainedButton;
    expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    for (const around of ['#ffffff', brandColors.page]) expect(getContrastRatio(backgroundColor, around)).toBeGreaterThan(1.1);
  });
  it('is what every contained button of the theme uses when disabled', () => {
    const theme = createTheme(practicumTheme);
    expect(theme.components?.MuiButton?.styleOverrides?.root).toEqual({ '&.MuiButton-contained.Mui-disabled': disabledContainedButton });
  });
});

describe('a bare router link (the supervisor dashboard’s sites, the tabs’ “see all”)', () => {
  it('reads in the brand colour, underlined like a MUI Link, at 4.5:1 or more on a card and on the page', () => {
    const theme = createTheme(practicumTheme);
    expect(theme.components?.MuiCssBaseline?.styleOverrides).toMatchObject({ 'a:not([class])': plainLink });
    expect(plainLink.color).toBe(theme.palette.primary.main);
    for (const around of ['#ffffff', brandColors.page]) expect(getContrastRatio(plainLink.color, around)).toBeGreaterThanOrEqual(4.5);
  });
});
