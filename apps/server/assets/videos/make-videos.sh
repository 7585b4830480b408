#!/usr/bin/env bash
# Makes the ten sample clips of the viewpoint video list: a brand-blue title card with a soft tone.
# Run once by hand (needs ffmpeg and a CJK font); the clips are committed, nothing runs this at start.
set -euo pipefail
cd "$(dirname "$0")"
FONT="${FONT:-/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc}"
# file|seconds|caption|tone Hz
CLIPS=(
  "video-01|6|三分钟了解公募基金|440"
  "video-02|6|定投的微笑曲线|494"
  "video-03|5|如何完成风险测评|523"
  "video-04|5|网上开户操作指引|587"
  "video-05|5|谨防冒充客服诈骗|659"
  "video-06|6|四季度权益投资策略|392"
  "video-07|5|固收投资的慢哲学|349"
  "video-08|5|指数投资的纪律|440"
  "video-09|5|FOF如何做资产配置|523"
  "video-10|6|走进沣泽投研团队|587"
)
for clip in "${CLIPS[@]}"; do
  IFS='|' read -r file seconds caption tone <<<"$clip"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x1D4E89:s=320x180:r=12:d=${seconds}" \
    -f lavfi -i "sine=frequency=${tone}:sample_rate=22050:duration=${seconds}" \
    -filter_complex "[0:v]drawbox=x=24:y=118:w=272:h=2:color=0xC69C4F:t=fill,\
drawtext=fontfile=${FONT}:text='${caption}':fontcolor=white:fontsize=20:x=(w-text_w)/2:y=62,\
drawtext=fontfile=${FONT}:text='沣泽基金 · 观点视频':fontcolor=0xC69C4F:fontsize=12:x=(w-text_w)/2:y=130,\
drawbox=x=0:y=ih-4:w=iw*t/${seconds}:h=4:color=0xC69C4F:t=fill,format=yuv420p[v];\
[1:a]volume=0.15,afade=t=in:d=0.5,afade=t=out:st=$((seconds - 1)):d=1[a]" \
    -map '[v]' -map '[a]' -c:v libx264 -profile:v baseline -preset veryslow -crf 30 -g 24 \
    -c:a aac -b:a 24k -ac 1 -movflags +faststart "${file}.mp4"
done
ls -l ./*.mp4
