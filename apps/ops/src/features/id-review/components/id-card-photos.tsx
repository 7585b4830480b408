import { ID_REVIEW_SIDES, type IdReviewSide } from '@fund-direct/domain/contracts/ops';
import { Image, Typography } from 'antd';
import { idReviewPhotoUrl } from '../api/id-review-detail.ts';

// Both sides as uploaded; a click opens the full-size image to check the small print.
export function IdCardPhotos(props: { id: string }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))', gap: 24 }}>
      {(Object.keys(ID_REVIEW_SIDES) as IdReviewSide[]).map((side) => (
        <figure key={side} style={{ margin: 0 }}>
          <Image
            src={idReviewPhotoUrl(props.id, side)}
            alt={`身份证${ID_REVIEW_SIDES[side]}`}
            width="100%"
            style={{ border: '1px solid #f0f0f0', borderRadius: 4, background: '#fafafa', objectFit: 'contain' }}
          />
          <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', marginTop: 8 }}>
            {ID_REVIEW_SIDES[side]}
          </Typography.Text>
        </figure>
      ))}
    </div>
  );
}
