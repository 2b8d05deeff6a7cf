import type { FormInstance } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { t } from '../../../i18n/services';
import { IMAGE_REFUSALS } from '../../../shared/image-input';
import { errorCode, errorText } from '../../../store/errors';
import {
  withUploadProgress,
  type MultipartBody,
  type UploadProgress,
} from '../../../store/form-data';

/** The code of a failed save; a proxy's bare 413 (no JSON of ours) is a file too large too. */
function saveErrorCode(error: FetchBaseQueryError): string {
  const code = errorCode(error);
  if (code !== 'UNKNOWN') return code;
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return status === 413 ? 'FILE_TOO_LARGE' : code;
}

function reasonOf(error: FetchBaseQueryError, code: string): string {
  return code === 'FILE_TOO_LARGE' ? t('errors.FILE_TOO_LARGE') : errorText(error);
}

/**
 * Saving a form with one image: the multipart body with the chosen file, its upload's progress,
 * and a failure said in the form, which stays open with what was filled in. A refused image is
 * the image field's error; another failure shows above the fields.
 */
export function useImageSave(
  form: FormInstance,
  failedLabel: 'services.form.saveFailed' | 'services.contentForm.saveFailed',
) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Sends `data` and `image` through `send`; true when saved. */
  const save = async <Data>(
    data: Data,
    image: File | null | undefined,
    send: (body: MultipartBody<Data>) => Promise<unknown>,
  ): Promise<boolean> => {
    setFailure(null);
    const body: MultipartBody<Data> = image
      ? withUploadProgress({ data, files: [image] }, setProgress)
      : { data };
    if (image) setProgress({ loaded: 0, total: image.size });
    try {
      await send(body);
      return true;
    } catch (caught) {
      const error = caught as FetchBaseQueryError;
      const code = saveErrorCode(error);
      if (IMAGE_REFUSALS.has(code)) {
        form.setFields([{ name: 'image', errors: [reasonOf(error, code)] }]);
      } else {
        setFailure(t(failedLabel, { reason: reasonOf(error, code) }));
      }
      return false;
    } finally {
      setProgress(null);
    }
  };

  return { save, progress, failure, clearFailure: () => setFailure(null) };
}
