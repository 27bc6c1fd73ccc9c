import { Fragment } from 'react';
import { campusById } from '../content/site';
import { useContent } from '../locale/use-content';
import { useWords } from '../locale/use-words';
import { ContentText } from './content-text';

/** A campus named by its id, in the page's language where translated; an id no campus has, as it is. */
export function CampusName({ id }: { id: string }) {
  const campus = campusById(useContent('site'), id);
  return campus ? <ContentText of={campus} field="name" /> : <>{id}</>;
}

/** Campuses named by their ids, as a list in running text: "Kampasi Kuu ya Nakuru na Tawi la Naivasha". */
export function CampusNames({ ids }: { ids: readonly string[] }) {
  const { conjunctions } = useWords('common');
  return ids.map((id, index) => (
    <Fragment key={id}>
      {index === 0 ? '' : index === ids.length - 1 ? ` ${conjunctions.and} ` : ', '}
      <CampusName id={id} />
    </Fragment>
  ));
}
