import { createTheme } from '@mui/material/styles';

/** Spec 4 and 9: light and dark, following the system until the user picks one. */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#2e6b5e' },
        secondary: { main: '#6b4e8a' },
        // Darker than MUI's defaults so small chip text keeps 4.5:1 contrast.
        success: { main: '#2e7d32' },
        warning: { main: '#9a5b00' },
        // And for white text on the calendar's scheduled visits (MUI's #0288d1 gives 3.9:1).
        info: { main: '#0277bd' },
        background: { default: '#f6f8f7', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#84cbb8' },
        secondary: { main: '#c5a8e6' },
        success: { main: '#81c784' },
        warning: { main: '#ffb74d' },
        background: { default: '#101413', paper: '#181d1c' },
      },
    },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1024, xl: 1536 } },
  shape: { borderRadius: 10 },
  // Issue 18: the density of the tools clinicians use all day — a 20–22 px page title, 16 px card titles.
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
    h5: { fontSize: '1.3125rem', fontWeight: 600, lineHeight: 1.3 },
    h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
  },
  components: {
    // Dense by default: small fields and table rows; touch targets keep their 44px below.
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiFormControl: { defaultProps: { size: 'small' } },
    MuiTable: { defaultProps: { size: 'small' } },
    MuiList: { defaultProps: { dense: true } },
    MuiCardContent: { styleOverrides: { root: { padding: 12, '&:last-child': { paddingBottom: 12 } } } },
    // Spec 9: dropdown and touch targets are 44px.
    MuiInputBase: { styleOverrides: { root: { minHeight: 44 } } },
    MuiButton: { styleOverrides: { root: { minHeight: 44, textTransform: 'none' } } },
    MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    MuiMenuItem: { styleOverrides: { root: { minHeight: 44 } } },
    MuiListItemButton: { styleOverrides: { root: { minHeight: 44 } } },
  },
});
