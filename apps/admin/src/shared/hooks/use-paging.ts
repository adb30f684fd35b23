import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Page state for a server-paged table answering `{list,total,page,limit}`. */
export function usePaging(defaultLimit = 10) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(defaultLimit);
  const { t } = useTranslation();
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: page,
    pageSize: limit,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (total) => t('common.total', { total }),
    onChange: (p, size) => {
      setPage(size !== limit ? 1 : p);
      setLimit(size);
    },
  });
  return { page, limit, setPage, pagination };
}
