export { ThemeModeSwitch } from './theme-mode-switch';
