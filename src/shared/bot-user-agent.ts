const BOT_PATTERN =
  /bot\b|crawler|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|slackbot|twitterbot|linkedinbot|skypeuripreview|vkshare|pinterest|redditbot|applebot|bingpreview|googlebot|yandex|baiduspider|duckduckbot/i;

export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  return Boolean(userAgent) && BOT_PATTERN.test(userAgent!);
}
