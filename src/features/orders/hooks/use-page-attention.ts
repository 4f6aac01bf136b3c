export function isPageAttended(): boolean {
  if (typeof document === 'undefined') return true;
  return document.visibilityState !== 'hidden' && (typeof document.hasFocus !== 'function' || document.hasFocus());
}

export function subscribePageAttention(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  window.addEventListener('focus', listener);
  window.addEventListener('blur', listener);
  return () => {
    document.removeEventListener('visibilitychange', listener);
    window.removeEventListener('focus', listener);
    window.removeEventListener('blur', listener);
  };
}
