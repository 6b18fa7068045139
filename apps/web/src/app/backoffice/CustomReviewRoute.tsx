import { CustomReviewPage } from '../../features/admin-custom-review/CustomReviewPage.tsx';
import { PreciseConditionForm } from '../../features/precise/PreciseConditionForm.tsx';

/**
 * /sys/apply 定制审核 with the precise search's condition form: staff describe a custom request's
 * data with exactly the filters the shop's precise search offers.
 */
export function CustomReviewRoute() {
  return (
    <CustomReviewPage
      renderConditionForm={(form) => (
        <PreciseConditionForm
          onSearch={form.onSearch}
          searching={form.searching}
          submitText={form.submitText}
        />
      )}
    />
  );
}
