import { useQueryClient } from '@tanstack/react-query';
import { List, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { useTranslation } from '../../../i18n/use-translation';
import { showToast } from '../../../lib/feedback';
import { accountsKeys } from '../api/keys';
import { editNickname, editSignature, setHeadPortrait, uploadImage } from '../api/profile-api';
import { useUserInfo } from '../api/queries';
import { AccountShell } from '../components/account-shell';
import { Avatar } from '../components/avatar';
import { EditTextPopup } from '../components/edit-text-popup';
import { nicknameError, signatureError } from '../forms/validate';
import { copyText } from '../lib/copy';
import { levelKey } from '../lib/real-labels';

/** #/pages/setting/userInfo: avatar, nickname, signature, bound email/mobile, invite code, credit, level. */
export default function UserInfoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user, isPending, isError, refetch } = useUserInfo();
  const [editing, setEditing] = useState<'nickname' | 'signature' | null>(null);
  const [uploading, setUploading] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountsKeys.userInfo() });

  const onAvatar = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      await setHeadPortrait(await uploadImage(file));
      showToast(t('accounts.msg.saved'));
      await refresh();
    } catch {
      // toasted by the request helper
    } finally {
      setUploading(false);
    }
  };
  const saveWith = (call: (v: string) => Promise<unknown>) => async (value: string) => {
    await call(value);
    showToast(t('accounts.msg.saved'));
    await refresh();
  };
  const notSet = <span className="acc-muted">{t('accounts.user.notSet')}</span>;
  const notBound = <span className="acc-muted">{t('accounts.user.notBound')}</span>;

  return (
    <AccountShell title={t('accounts.title.userInfo')}>
      {isPending && <Skeleton.Paragraph lineCount={8} animated />}
      {isError && <ErrorState onRetry={() => void refetch()} />}
      {user && (
        <List className="acc-list">
          <List.Item
            extra={
              <label className="acc-avatar-pick" aria-busy={uploading}>
                <Avatar src={user.head_portrait} size={44} testId="userinfo-avatar" />
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  className="acc-file-input"
                  aria-label={t('accounts.user.avatar')}
                  data-testid="userinfo-avatar-input"
                  onChange={(e) => {
                    void onAvatar(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </label>
            }
          >
            {t('accounts.user.avatar')}
          </List.Item>
          <List.Item
            data-testid="userinfo-nickname"
            extra={<span data-testid="userinfo-nickname-value">{user.nickname || notSet}</span>}
            onClick={() => setEditing('nickname')}
          >
            {t('accounts.field.nickname')}
          </List.Item>
          <List.Item
            data-testid="userinfo-signature"
            extra={<span className="acc-ellipsis">{user.signature || notSet}</span>}
            onClick={() => setEditing('signature')}
          >
            {t('accounts.field.signature')}
          </List.Item>
          <List.Item extra={user.email || notBound}>{t('accounts.field.email')}</List.Item>
          <List.Item extra={user.mobile ? `+${user.area_code ?? ''} ${user.mobile}` : notBound}>
            {t('accounts.field.mobile')}
          </List.Item>
          <List.Item
            extra={
              <span className="acc-copy-row">
                <span data-testid="userinfo-invite-code">{user.invite_code}</span>
                <button type="button" className="link-button" onClick={() => void copyText(user.invite_code)}>
                  {t('accounts.action.copy')}
                </button>
              </span>
            }
          >
            {t('accounts.user.inviteCode')}
          </List.Item>
          <List.Item extra={String(user.credit_score)}>{t('accounts.user.creditScore')}</List.Item>
          <List.Item extra={t(levelKey(user.real_level))}>{t('accounts.user.level')}</List.Item>
        </List>
      )}
      <EditTextPopup
        visible={editing === 'nickname'}
        title={t('accounts.title.nickname')}
        initial={user?.nickname ?? ''}
        validate={nicknameError}
        save={saveWith(editNickname)}
        onClose={() => setEditing(null)}
        testId="nickname"
        maxLength={10}
      />
      <EditTextPopup
        visible={editing === 'signature'}
        title={t('accounts.title.signature')}
        initial={user?.signature ?? ''}
        validate={signatureError}
        save={saveWith(editSignature)}
        onClose={() => setEditing(null)}
        testId="signature"
        maxLength={30}
      />
    </AccountShell>
  );
}
