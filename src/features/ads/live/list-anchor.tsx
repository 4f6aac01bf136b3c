import type { RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { Advertisement } from '@/api/generated/models';
import type { ListEngagement } from './list-engagement';
import { useEngagementEvents } from './use-engagement-events';
import { useRevealRow } from './use-reveal-row';
import { useRowAnchor } from './use-row-anchor';

export interface ListAnchorProps {
  ads: readonly Advertisement[];
  listKey: string;
  virtualizer: Virtualizer<Window, Element>;
  /** The rows' section, whose pointer and focus events tell `engagement` where the trader is. */
  section: RefObject<HTMLElement | null>;
  engagement: ListEngagement | undefined;
  reveal: { adNo: string } | null;
}

/**
 * Draws nothing: follows where the trader is on the list, keeps that row in place across refreshes, and scrolls to
 * the ads "Show" brought in.
 */
export function ListAnchor({ ads, listKey, virtualizer, section, engagement, reveal }: ListAnchorProps) {
  useEngagementEvents(section, engagement);
  useRowAnchor(ads, listKey, virtualizer, engagement);
  useRevealRow(ads, reveal, virtualizer);
  return null;
}
