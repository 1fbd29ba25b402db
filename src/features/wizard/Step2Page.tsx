import { PictureStepPage } from './WizardStepPage';

/** /onboarding/step2: Upload Highlight, one image. */
export default function Step2Page() {
  return <PictureStepPage step={2} path="highlightImage" label="Highlight image" title="Upload Highlight" intro="One image that shows your best work. It leads your site." />;
}
