import { createContext, useContext } from 'react';

/**
 * True while a View renders into a file that will have no script (the downloaded site). What
 * needs script to work there (the RSVP form) becomes a plain link or is left out, so the file
 * has nothing that pretends to work and does not.
 */
export const StaticRenderContext = createContext(false);

export const useStaticRender = () => useContext(StaticRenderContext);
