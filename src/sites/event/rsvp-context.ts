import { createContext, useContext } from 'react';
import type { RsvpInput } from '../../domain/rsvp';

/**
 * Where a confirmed RSVP goes. The published page provides it (it keeps RSVPs on the device);
 * an editor's preview does not, so confirming there only shows the thanks.
 */
export type RsvpHandler = (input: RsvpInput) => Promise<void>;

export const RsvpContext = createContext<RsvpHandler | null>(null);

export const useRsvpHandler = () => useContext(RsvpContext);
