import { createContext, useContext } from 'react';
import type { ImageUpload } from './image-files';

/**
 * Where images pasted or dropped into any editor below go: the open task's files. Set by the
 * task panel, so the description and every comment box take images without each being handed it.
 */
const ImageUploadContext = createContext<ImageUpload | undefined>(undefined);

export const ImageUploadProvider = ImageUploadContext.Provider;

export function useImageUpload(): ImageUpload | undefined {
  return useContext(ImageUploadContext);
}
