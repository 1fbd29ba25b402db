import { PictureStepPage } from './WizardStepPage';

/** /onboarding/step6: Upload Gallery, one image; choosing a file goes straight to step 7. */
export default function Step6Page() {
  return (
    <PictureStepPage step={6} path="galleryImage" label="Gallery image" title="Upload Gallery" intro="Choose a gallery image: you go on to the next step as soon as it is picked." goesOn />
  );
}
