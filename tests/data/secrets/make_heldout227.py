# ruff: noqa: E501
"""Writes heldout227_credentials.yaml and heldout227_lookalikes.yaml: held-out batch 227.

Persona: a marketer at a startup in Seoul who writes in Korean with some English. They ask
the assistant to remember the Naver and Kakao ad account passwords, the company card's
비밀번호 and PIN, the office 도어락 code, Slack and Notion logins, the 공동인증서 password,
the Wi-Fi password, the Cafe24 admin password, and the Meta Business Suite and Google Ads
logins, next to the API keys of the marketing tools. Their look-alikes are 사업자등록번호,
주문번호, 송장번호, Kakao JavaScript keys (public by design), Google Ads customer ids,
campaign ids, Meta pixel ids, UTM parameters, coupon codes printed for customers, 전화번호,
Wi-Fi network names and the IT team's password rules.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    openai_project_key,
    pem,
    pick,
    pw,
    rnd,
    sendgrid_key,
    uid,
    write_corpora,
)

SYMBOLS = "!@#$%^&*"


def kpw() -> str:
    """A password this persona would pick: a romanised Korean word, digits and a symbol."""
    word = pick("Seoul", "Gangnam", "Hangang", "Sinsa", "Yeoksam", "Bibimbap", "Gimbap", "Mapo", "Tteok", "Namsan")
    return pick(
        f"{word}{digits(4)}{pick(*SYMBOLS)}",
        f"{word.lower()}!{digits(2)}{rnd(UPPER, 2)}{digits(2)}",
        f"acme{pick('Mkt', 'Ads', 'Team')}{digits(3)}{pick(*SYMBOLS)}{rnd(LOWER, 3)}",
        pw(),
    )


def strong() -> str:
    """A generated password: letters, digits and symbols."""
    return rnd(ALNUM + SYMBOLS, pick(14, 16, 18))


def door() -> str:
    return digits(pick(6, 7, 8))


def card_pin() -> str:
    return digits(4)


def mobile() -> str:
    return f"010-{digits(4, lead=True)}-{digits(4)}"


def brn() -> str:
    """A 사업자등록번호 with a valid check digit (weights 1 3 7 1 3 7 1 3 5)."""
    body = [int(c) for c in digits(9, lead=True)]
    weights = [1, 3, 7, 1, 3, 7, 1, 3, 5]
    total = sum(d * w for d, w in zip(body, weights, strict=True)) + (body[8] * 5) // 10
    check = (10 - total % 10) % 10
    text = "".join(map(str, body)) + str(check)
    return f"{text[:3]}-{text[3:5]}-{text[5:]}"


def ymd() -> str:
    return f"2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"


def slack_token(prefix: str) -> str:
    return f"{prefix}-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def meta_token() -> str:
    return "EAA" + rnd(ALNUM, pick(180, 196, 210))


def notion_token() -> str:
    return pick(f"secret_{rnd(ALNUM, 43)}", f"ntn_{digits(11, lead=True)}{rnd(ALNUM, 35)}")


def google_secret() -> str:
    return f"GOCSPX-{rnd(URLSAFE, 28)}"


def dev_token() -> str:
    return rnd(URLSAFE, 22)


def ads_cid() -> str:
    return f"{digits(3, lead=True)}-{digits(3)}-{digits(4)}"


def pixel_id() -> str:
    return digits(pick(15, 16), lead=True)


def email(user: str) -> str:
    return f"{user}@acme.example"


def backup_codes_8(n: int, sep: str = "\n") -> str:
    return sep.join(f"{digits(4)} {digits(4)}" for _ in range(n))


def service_account_json() -> str:
    key = pem("PRIVATE KEY", 6).replace("\n", "\\n")
    return (
        '{\n  "type": "service_account",\n  "project_id": "acme-mkt-ga4",\n'
        f'  "private_key_id": "{hexs(40)}",\n'
        f'  "private_key": "{key}\\n",\n'
        '  "client_email": "ga4-export@acme-mkt-ga4.iam.gserviceaccount.com"\n}'
    )


def credentials() -> Rows:
    r = Rows()
    r.add(
        "naver_searchad_password",
        f"네이버 검색광고 계정 기억해줘: 아이디 acme_mkt / 비번 {kpw()}",
        f"naver 광고 로그인 acmeads2024 pw {kpw()} (2단계 인증은 내 폰으로 옴)",
        f"네이버 광고센터 비밀번호 바꿨어 → {strong()}\n예전꺼 말고 이걸로 기억해",
        f"[네이버 검색광고]\nID: acme_search\nPW: {kpw()}\n담당: 나",
        f"검색광고 마스터계정 비번 {kpw()} 인데 대행사한텐 절대 주지 말 것",
    )
    r.add(
        "kakao_ads_password",
        f"카카오모먼트 로그인 = {email('ads')} / {kpw()}",
        f"카카오 비즈니스 계정 pw: {strong()} 잊어버리지 않게 저장해줘",
        f"kakao moment 계정\n- id: {email('growth')}\n- password: {kpw()}",
        f"카톡채널 관리자센터 비번 {kpw()} (채널 이름: 아크미 공식)",
        f"카카오 키워드광고 비밀번호 {kpw()} 이거 다음주에 바꿔야됨",
    )
    r.add(
        "company_card_pin",
        f"PIN {card_pin()} 법인카드 (국민 BC)",
        f"법인카드 비밀번호 {card_pin()} 기억해줘",
        f"회사카드 PIN {card_pin()} — 편의점에서 자꾸 까먹음ㅠ",
        f"법카 비번 {card_pin()}, 온라인 결제할 때 앞 두자리만 넣으면 됨",
        f"company card pin: {card_pin()} (신한 법인)",
        f"마케팅팀 공용 체크카드 비밀번호는 {card_pin()}이야",
    )
    r.add(
        "company_card_details",
        f"법인카드 정보 저장해줘\n카드번호 {groups(luhn('4'), 4, '-')}\n유효기간 {card_expiry()}\nCVC {digits(3)}\n비밀번호 앞2자리 {digits(2)}",
        f"광고비 결제 카드: {groups(luhn('5'), 4)} exp {card_expiry()} cvc {digits(3)}",
        f"메타 광고 결제수단 바꿀 때 쓸 카드 → {luhn('4')} / {card_expiry()} / {digits(3)} / 비번 {digits(2)}**",
        f"구글애즈 결제카드 {groups(luhn('5'), 4, '-')}, 만료 {card_expiry()}, 뒷면 세자리 {digits(3)}",
        f"| 항목 | 값 |\n| 카드번호 | {groups(luhn('4'), 4)} |\n| 유효기간 | {card_expiry()} |\n| CVC | {digits(3)} |",
    )
    r.add(
        "door_lock_code",
        f"도어락 마스터 비번 {door()} (관리실 전용, 분실시 이걸로)",
        f"사무실 도어락 비번 {door()}* 기억해줘",
        f"도어락 번호 바뀜: {door()} 누르고 # 누르면 열림",
        f"3층 회의실 도어락 {door()}, 창고는 {door()}",
        f"office door code {door()} (주말엔 경비실 통해서)",
        f"새로 온 인턴한테 알려줄 것: 현관 도어락 비밀번호 {door()}#",
    )
    r.add(
        "slack_login",
        f"slack 비번 까먹을까봐.. {kpw()} 임 (워크스페이스 acme-kr)",
        f"슬랙 로그인 {email('jiyeon.kim')} / {kpw()}",
        f"acme.slack.com 비번 {strong()} — SSO 안 되는 게스트 계정임",
        f"Slack\nemail: {email('marketing')}\npw: {kpw()}",
        f"슬랙 공용계정(마케팅봇) 비밀번호: {kpw()}",
    )
    r.add(
        "notion_login",
        f"노션\n계정: {email('content')}\n비밀번호: {kpw()}\n※ 게스트 초대는 팀장님 승인",
        f"노션 팀 계정 {email('mkt-team')} 비번 {kpw()}",
        f"Notion 로그인 정보: id {email('jiyeon.kim')} pw {strong()}",
        f"노션 게스트(외주 디자이너용) 계정 비밀번호 {kpw()} 로 설정함",
        f"notion pw 바꿈 {kpw()} <- 이걸로 업데이트",
    )
    r.add(
        "certificate_password",
        f"공동인증서 비밀번호 {kpw()} 꼭 기억해줘 (법인 범용)",
        f"공인인증서 비번: {strong()}\n만료 2026년 3월",
        f"사업자 공동인증서 암호 {kpw()} — 홈택스/은행 둘 다 이거",
        f"인증서 비번 {pw()} 이거 맞음. 틀리면 5회 잠김 주의",
        f"범용 공동인증서 (USB에 있음) password = {kpw()}",
    )
    r.add(
        "wifi_password",
        f"사무실 와이파이 ACME_5G 비번 {kpw()}",
        f"WiFi: ACME-Office / pw {rnd(ALNUM, 12)}",
        f"와이파이 비밀번호 {digits(10)} (손님용 아니고 직원용)",
        f"공유오피스 wifi SSID: WeSpace_7F  PW: {rnd(LOWER + DIGITS, 10)}",
        f"팝업스토어 포스기 연결 와이파이 acme_popup 비번 {kpw()}",
    )
    r.add(
        "cafe24_admin_password",
        f"카페24 관리자 로그인 acmeshop / {kpw()}",
        f"cafe24 어드민 비번 {strong()} (대표운영자 계정)",
        f"쇼핑몰 관리자(카페24) 부운영자 id: mkt01 pw: {kpw()}",
        f"[Cafe24]\nadmin: acmestore\npassword: {kpw()}\nFTP pw: {rnd(ALNUM, 12)}",
        f"카페24 비번 바꿨어. 새거 {kpw()}",
    )
    r.add(
        "meta_business_login",
        f"meta 비지니스 로그인 비번 {kpw()} 오타 아님 ㅋㅋ",
        f"메타 비즈니스 스위트 로그인 {email('social')} / {kpw()}",
        f"Meta Business Suite 계정 pw {strong()} — 광고관리자 관리자 권한 있는 계정",
        f"페북 비즈니스 관리자 계정\nID {email('jiyeon.kim')}\nPW {kpw()}\n2FA는 OTP앱",
        f"메타 광고계정 로그인 비밀번호: {kpw()}",
    )
    r.add(
        "google_ads_login",
        f"구글애즈 로그인 {email('ads')} / {kpw()}",
        f"Google Ads MCC 계정 pw: {strong()}",
        f"구글 광고 계정 비밀번호 {kpw()} (고객 ID는 따로 메모함)",
        f"google ads 로그인: ads.manager@acme.example pw {kpw()}",
        f"GA4/구글애즈 같이 쓰는 마케팅 구글계정 비번 {kpw()}",
    )
    r.add(
        "google_app_password",
        f"카페24 자동메일 발송 설정\nSMTP host: smtp.gmail.com\nuser: {email('shop')}\npassword: {app_password()}",
        f"구글 앱 비밀번호 (메일 자동발송용) {app_password()}",
        f"Gmail SMTP 앱 비번: {app_password()}",
        f"뉴스레터 툴에 넣은 google app password {app_password().replace(' ', '')}",
        f"SMTP_USER={email('newsletter')}\nSMTP_PASS={app_password().replace(' ', '')}",
    )
    r.add(
        "instagram_login",
        f"| 계정 | 비번 |\n| @acme.official | {kpw()} |\n| @acme.event | {kpw()} |",
        f"인스타 공식계정 @acme.official 비번 {kpw()}",
        f"instagram 로그인 acme_kr / {strong()}",
        f"인스타 서브계정(이벤트용) 비밀번호 {kpw()}",
        f"인스타 비번 바꿈!! {kpw()} 인플루언서 협업 끝나고 또 바꿀것",
    )
    r.add(
        "naver_smartstore_login",
        f"스마트스토어 로그인 비밀번호 변경 {kpw()} → 주문관리 담당 민지씨한테도 공유함",
        f"스마트스토어센터 로그인 acme_store / {kpw()}",
        f"네이버 스마트스토어 판매자 비번 {strong()}",
        f"스스 (스마트스토어) 부매니저 계정 pw {kpw()}",
        f"네이버 블로그 공식계정 acmeblog 비밀번호 {kpw()}",
    )
    r.add(
        "kakao_admin_key",
        f"카카오 디벨로퍼스 Admin 키 {hexs(32)} (서버에서만 쓰기)",
        f"kakao admin key: {hexs(32)}",
        f"카카오 알림톡 연동용 어드민 키 → {hexs(32)}",
        f"KAKAO_ADMIN_KEY={hexs(32)}\nKAKAO_REST_API_KEY={hexs(32)}",
        f"카카오 REST API 키 {hexs(32)} 랑 어드민 키 {hexs(32)} 둘 다 백엔드 .env 에 넣어둠",
    )
    r.add(
        "slack_bot_token",
        f"슬랙 웹훅 말고 봇으로 바꿈, 토큰: {slack_token('xoxb')}",
        f"슬랙 광고리포트 봇 토큰 {slack_token('xoxb')}",
        f"SLACK_BOT_TOKEN={slack_token('xoxb')}",
        f"slack user token (내꺼) {slack_token('xoxp')}",
        f"리포트 자동화 봇\nbot token: {slack_token('xoxb')}\nsigning secret: {hexs(32)}",
    )
    r.add(
        "notion_integration_token",
        f"curl -H \"Authorization: Bearer {notion_token()}\" -H \"Notion-Version: 2022-06-28\" https://api.notion.com/v1/databases/{hexs(32)}/query",
        f"노션 API 인티그레이션 토큰 {notion_token()}",
        f"NOTION_TOKEN={notion_token()}",
        f"notion internal integration secret: {notion_token()} (캠페인 DB 연동용)",
        f"노션 → 슬랙 자동화에 넣은 시크릿 {notion_token()}",
    )
    r.add(
        "meta_access_token",
        f"메타 마케팅 API 장기 토큰 {meta_token()}",
        f"META_ACCESS_TOKEN={meta_token()}",
        f"페북 시스템 유저 토큰 (만료없음): {meta_token()}",
        f"Conversions API 토큰\n{meta_token()}",
        f"meta app secret {hexs(32)} / access token {meta_token()}",
    )
    r.add(
        "google_ads_api_credentials",
        f"구글애즈 API 신청 승인됨! dev token {dev_token()} / client secret {google_secret()}",
        f"구글애즈 API developer token {dev_token()}",
        f"google-ads.yaml\ndeveloper_token: {dev_token()}\nclient_id: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com\nclient_secret: {google_secret()}\nrefresh_token: 1//0{rnd(URLSAFE, 100)}",
        f"OAuth 클라이언트 시크릿 {google_secret()} (리포트 스크립트용)",
        f"GOOGLE_ADS_REFRESH_TOKEN=1//0{rnd(URLSAFE, 100)}",
    )
    r.add(
        "cafe24_api_secret",
        f"카페24 API 연동 (리뷰앱)\nmall_id=acmeshop\nsecret_key={rnd(ALNUM, 22)}",
        f"카페24 앱 client_secret {rnd(ALNUM, 22)}",
        f"cafe24 API\nclient_id: {rnd(ALNUM, 22)}\nclient_secret: {rnd(ALNUM, 22)}",
        f"카페24 액세스 토큰 {rnd(ALNUM, 22)} / 리프레시 토큰 {rnd(ALNUM, 22)}",
        f"CAFE24_CLIENT_SECRET={rnd(ALNUM, 22)}",
    )
    r.add(
        "mailchimp_api_key",
        f"메일침프 키 재발급함 {hexs(32)}-us{pick(2, 10, 21)}, 예전 키는 삭제",
        f"메일침프 API 키 {hexs(32)}-us{pick(14, 17, 21)}",
        f"mailchimp key: {hexs(32)}-us{pick(6, 12, 21)} (뉴스레터 구독 연동)",
        f"MAILCHIMP_API_KEY={hexs(32)}-us{pick(8, 19, 21)}",
        f"뉴스레터 툴 API 키 {hexs(32)}-us21 잊지말기",
    )
    r.add(
        "sendgrid_api_key",
        f"SMTP relay: apikey / {sendgrid_key()} (smtp.sendgrid.net:587)",
        f"센드그리드 API 키 {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"이벤트 당첨 메일 발송용 sendgrid 키 → {sendgrid_key()}",
        f"sendgrid (마케팅 메일) {sendgrid_key()} full access라 조심",
    )
    r.add(
        "openai_api_key",
        f"export OPENAI_API_KEY=\"{openai_project_key()}\"  # 마케팅팀 프로젝트",
        f"카피 생성용 OpenAI 키 {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"openai 키 저장: {openai_project_key()} (월 한도 $200)",
        f"광고문구 자동생성 스크립트 키 {openai_project_key()}",
    )
    r.add(
        "backup_codes",
        f"카카오 비즈니스 계정 2단계 인증 복구코드 {rnd(UPPER + DIGITS, 10)} / {rnd(UPPER + DIGITS, 10)}",
        f"구글 마케팅계정 백업 코드\n{backup_codes_8(5)}",
        f"메타 비즈니스 2단계 인증 복구 코드: {backup_codes_8(4, ', ')}",
        f"네이버 2단계 인증 백업코드 {digits(8)} {digits(8)} {digits(8)}",
        f"슬랙 2FA backup codes\n{chr(10).join(rnd(LOWER + DIGITS, 8) for _ in range(5))}",
    )
    r.add(
        "bank_account_password",
        f"국민은행 법인 인뱅\nID acme2019\n로그인 비번 {kpw()}\n계좌비번 {digits(4)}",
        f"기업은행 인터넷뱅킹 아이디 acmecorp 비번 {kpw()}",
        f"법인통장 계좌 비밀번호 {digits(4)}",
        f"광고비 충전 계좌 비번 {digits(4)}, 이체 비번 {digits(6)}",
        f"OTP 카드 말고 인뱅 로그인 pw: {strong()}",
    )
    r.add(
        "ga4_service_account_key",
        f"GOOGLE_APPLICATION_CREDENTIALS 파일 대신 env로\nGA4_PRIVATE_KEY=\"{pem('PRIVATE KEY', 4)}\"",
        f"GA4 → 빅쿼리 export 서비스계정 키\n{service_account_json()}",
        f"루커스튜디오 연동용 서비스계정 private key\n{pem('PRIVATE KEY', 5)}",
        f"GA 데이터 API 키 파일 내용 (ga4-key.json)\n{service_account_json()}",
    )
    r.add(
        "hometax_login",
        f"손택스 간편인증 말고 비번 로그인: {kpw()}",
        f"홈택스 부서 아이디 acme_mkt 비번 {kpw()}",
        f"hometax 로그인 pw {strong()} (세금계산서 발행용)",
        f"홈택스 비밀번호: {kpw()}\n인증서 비번이랑 다름 주의",
        f"홈택스 ID acmecorp01 / PW {kpw()}",
    )
    r.add(
        "channel_talk_api_secret",
        f"채널톡 웹훅 토큰 {rnd(ALNUM, 32)} (Zapier 연동)",
        f"채널톡 API access key {hexs(24)} / access secret {hexs(32)}",
        f"channel.io\nx-access-key: {hexs(24)}\nx-access-secret: {hexs(32)}",
        f"채널톡 시크릿 {hexs(32)} (고객 문의 → 슬랙 연동)",
        f"CHANNEL_ACCESS_SECRET={hexs(32)}",
    )
    r.add(
        "design_tool_login",
        f"캔바 팀 계정 {email('design')} / {kpw()}",
        f"피그마 로그인 비번 {strong()}",
        f"미리캔버스 공용 계정 pw {kpw()}",
        f"Figma personal access token figd_{rnd(URLSAFE, 40)}",
        f"어도비 공용 계정 {email('creative')} 비번 {kpw()}",
    )
    return r


def tracking() -> str:
    return pick(digits(12, lead=True), f"{digits(4, lead=True)}-{digits(4)}-{digits(4)}", digits(13, lead=True))


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "business_registration_number",
        f"우리 회사 사업자등록번호 {brn()} (세금계산서 받을 때 필요)",
        f"거래처 (주)아크미디자인 사업자번호: {brn()}",
        f"사업자등록번호 {brn()} / 대표자 김아크 / 업태 서비스",
        f"광고 대행사 계약서에 들어갈 사업자번호 {brn().replace('-', '')}",
        f"쇼핑몰 하단 표기\n상호: 아크미 | 사업자등록번호: {brn()} | 통신판매업신고: 2025-서울강남-{digits(4, lead=True)}",
    )
    r.add(
        "order_number",
        f"카페24 주문번호 {ymd()}-{digits(7)} 환불 요청 들어옴",
        f"스마트스토어 주문번호 {ymd()}{digits(8)} 교환 처리해야 함",
        f"주문번호 {ymd()}-{digits(7)}, {ymd()}-{digits(7)} 두 건 배송지연 안내 문자 보내기",
        f"order no. {ymd()}-{digits(7)} 고객이 쿠폰 적용 안됐다고 문의",
        f"인플루언서 협찬 발송 주문번호 정리\n- {ymd()}-{digits(7)}\n- {ymd()}-{digits(7)}\n- {ymd()}-{digits(7)}",
    )
    r.add(
        "tracking_number",
        f"CJ대한통운 송장번호 {tracking()} 조회해보기",
        f"롯데택배 운송장 {digits(12, lead=True)} — 협찬품 배송중",
        f"송장번호: {tracking()} (한진)",
        f"우체국 등기 {digits(13, lead=True)} 계약서 원본 보낸거",
        f"샘플 배송 송장 {tracking()}, {tracking()}",
    )
    r.add(
        "kakao_javascript_key",
        f"카카오 JavaScript 키 {hexs(32)} (웹사이트에 그대로 노출되는 공개 키, 도메인 제한 걸어둠)",
        f"Kakao.init('{hexs(32)}'); // JS 키라 프론트에 넣어도 됨",
        f"카카오 공유하기 버튼용 JavaScript key: {hexs(32)} — 허용 도메인 shop.acme.example",
        f"카카오 로그인 JS SDK 키 {hexs(32)} 랜딩페이지 헤더에 들어감",
        f"카카오 앱 JS 키 = {hexs(32)} (어드민 키 아님, 공개돼도 OK)",
    )
    r.add(
        "google_ads_customer_id",
        f"구글애즈 고객 ID {ads_cid()}",
        f"Google Ads customer id: {ads_cid()} (MCC 아래 브랜드 계정)",
        f"대행사한테 구글 광고 계정 액세스 요청 보낼 고객ID {ads_cid()}",
        f"구글애즈 계정 2개\n- 브랜드: {ads_cid()}\n- 퍼포먼스: {ads_cid()}",
        f"login-customer-id {ads_cid().replace('-', '')} 헤더에 넣기",
    )
    r.add(
        "ad_campaign_id",
        f"네이버 검색광고 캠페인 ID cmp-a001-01-{digits(15)}",
        f"메타 캠페인 ID {digits(18, lead=True)} 예산 하루 30만원으로 올림",
        f"구글애즈 캠페인 id {digits(11, lead=True)} 일시중지",
        f"카카오모먼트 캠페인 {digits(6, lead=True)} / 광고그룹 {digits(7, lead=True)}",
        f"네이버 광고그룹 grp-a001-01-{digits(15)} 키워드 입찰가 조정",
    )
    r.add(
        "meta_pixel_id",
        f"메타 픽셀 ID {pixel_id()}",
        f"fbq('init', '{pixel_id()}'); 카페24 공통 스크립트에 추가함",
        f"Meta pixel id: {pixel_id()} (구매 이벤트 중복 체크 필요)",
        f"픽셀 두개 쓰는중: 쇼핑몰 {pixel_id()}, 랜딩 {pixel_id()}",
        f"데이터세트 ID {pixel_id()} 전환 API 연결 상태 확인",
    )
    r.add(
        "utm_link",
        f"https://shop.acme.example/event/summer?utm_source=naver&utm_medium=cpc&utm_campaign=summer_{digits(4)}&utm_content={rnd(LOWER + DIGITS, 6)}",
        f"인스타 프로필 링크: https://acme.example/?utm_source=instagram&utm_medium=social&utm_campaign=launch_{rnd(LOWER, 4)}",
        f"카카오 채널 메시지 링크 utm_source=kakao&utm_medium=message&utm_campaign={ymd()}_push",
        "구글애즈 추적 템플릿 {lpurl}?utm_source=google&utm_medium=cpc&utm_campaign={campaignid}&gclid={gclid}",
        f"뉴스레터 링크 https://acme.example/blog/{rnd(LOWER + DIGITS, 8)}?utm_source=newsletter&utm_medium=email&utm_campaign=vol{digits(2)}",
    )
    r.add(
        "customer_coupon_code",
        f"전단지에 인쇄할 쿠폰코드 WELCOME{rnd(UPPER + DIGITS, 6)} (신규가입 10%)",
        f"인플루언서별 할인코드: ACME-{rnd(UPPER, 4)}{digits(2)}, ACME-{rnd(UPPER, 4)}{digits(2)}",
        f"오프라인 팝업 쿠폰 {rnd(UPPER + DIGITS, 8)} — 영수증 하단에 출력됨",
        f"블프 쿠폰 코드 BF2025{rnd(UPPER, 3)} 모든 고객 사용 가능, 1인 1회",
        f"카페24 쿠폰번호 {digits(16, lead=True)} 시리얼 쿠폰 500장 발급함 (고객 배포용)",
    )
    r.add(
        "phone_number",
        f"포토그래퍼 연락처 {mobile()}",
        f"대행사 담당자 이대리 {mobile()}, 사무실 02-{digits(4, lead=True)}-{digits(4)}",
        f"고객센터 번호 1588-{digits(4)} 배너에 넣기",
        f"택배기사님 번호 {mobile()} (오후 3시 픽업)",
        f"팝업스토어 현장 담당 {mobile()} / 건물 관리실 02-{digits(3, lead=True)}-{digits(4)}",
    )
    r.add(
        "wifi_network_name",
        "사무실 와이파이 이름 ACME_5G / ACME_2.4G (비번은 입구 옆 게시판)",
        f"손님용 와이파이 SSID: ACME_Guest_{digits(2)}",
        "공유오피스 와이파이 네트워크명 WeSpace_7F, 비밀번호는 리셉션에 물어보기",
        f"팝업스토어 와이파이 이름 acme_popup_{rnd(LOWER, 3)} — 포스기랑 같은 망",
        f"와이파이 AP MAC {':'.join(secrets.token_hex(1) for _ in range(6))} 이 자꾸 끊김, IT팀에 문의",
    )
    r.add(
        "it_password_policy",
        "IT팀 비밀번호 규칙: 10자 이상, 영문 대소문자+숫자+특수문자 포함, 90일마다 변경",
        "비번 정책 — 최근 5개 비밀번호 재사용 불가, 5회 틀리면 30분 잠김",
        "공용계정 비밀번호는 1Password에만 저장, 슬랙/노션에 적지 말 것 (IT 공지)",
        "password policy: min length 12, no dictionary words, MFA 필수 for Google Ads/Meta",
        "도어락 비번은 분기마다 변경, 퇴사자 발생 시 즉시 변경 — 총무팀 규칙",
    )
    r.add(
        "analytics_tag_id",
        f"GA4 측정 ID G-{rnd(UPPER + DIGITS, 10)}",
        f"GTM 컨테이너 GTM-{rnd(UPPER + DIGITS, 7)} 랜딩페이지에 설치",
        f"gtag('config', 'G-{rnd(UPPER + DIGITS, 10)}');",
        f"네이버 애널리틱스 wcs_add['wa'] = 's_{hexs(12)}';",
        f"GA 속성 ID {digits(9, lead=True)} / 스트림 ID {digits(10, lead=True)}",
    )
    r.add(
        "kakao_pixel_track_id",
        f"카카오 픽셀 ID {digits(19, lead=True)} GTM 커스텀 HTML 태그로 설치",
        f"카카오 픽셀 트랙 ID {digits(19, lead=True)}",
        f"kakaoPixel('{digits(19, lead=True)}').pageView();",
        f"카카오모먼트 픽셀&SDK ID {digits(19, lead=True)} 구매완료 이벤트 연결",
        f"카카오 픽셀 {digits(19, lead=True)} 쇼핑몰/랜딩 공용",
    )
    r.add(
        "hashed_email_audience",
        f"MD5 해시 아님, SHA256만 받음: 예) {secrets.token_hex(32)}",
        f"맞춤 타겟 업로드 파일 샘플 (SHA-256 해시된 이메일)\n{secrets.token_hex(32)}\n{secrets.token_hex(32)}",
        f"hashed email 예시 {secrets.token_hex(32)} — 메타 업로드 전에 소문자+trim 필수",
        f"구글 고객 일치 타겟 해시값 체크: {secrets.token_hex(32)}",
        f"전화번호 해시 (E.164 후 SHA256) {secrets.token_hex(32)}",
    )
    r.add(
        "masked_value",
        f"법인카드 **** **** **** {digits(4)} 로 메타 결제 변경함",
        "인증서 비밀번호: ******** (직접 입력하세요)",
        f"API 키 마지막 4자리 ...{hexs(4)} 인 것만 살아있음, 나머지 폐기",
        f"결제카드 {digits(4)}-****-****-{digits(4)} 한도초과로 광고 중단됨",
        f"계좌 {digits(3)}-******-{digits(2)}-{digits(3)} 로 광고비 환불 예정",
    )
    r.add(
        "password_manager_reference",
        "슬랙 봇 토큰은 AWS Secrets Manager acme/marketing/slack 에 저장 (값은 거기서만 확인)",
        "네이버 광고 비번은 1Password 'Marketing' 볼트에 있음",
        "카페24 관리자 계정 → 1Password > Shared > Cafe24 Admin 항목 참고",
        "공동인증서 비밀번호는 대표님 금고 봉투에 있음, 나는 모름",
        "Meta 로그인 정보 Bitwarden 조직 컬렉션 'Ads' 에 저장해뒀음",
        "와이파이 비번은 사무실 입구 QR 코드 스캔하면 됨",
    )
    r.add(
        "password_change_notice",
        "카페24 관리자 비번 오늘 변경함 — 새 비번은 팀장님한테 직접 받기",
        "도어락 번호 다음주 월요일부터 바뀜, 총무팀 공지 확인",
        "슬랙 비번 90일 만료 알림 옴, 금요일까지 바꿀 것",
        "구글애즈 계정 비밀번호 재설정 메일 옴 (내가 요청 안함?) → IT팀에 보고",
        "인턴 퇴사해서 노션/슬랙 공용계정 비번 전부 교체 완료",
    )
    r.add(
        "secret_env_reference",
        "GitHub Actions: META_ACCESS_TOKEN: ${{ secrets.META_ACCESS_TOKEN }}",
        "const key = process.env.KAKAO_ADMIN_KEY; // .env는 커밋 금지",
        "OPENAI_API_KEY 는 Vercel 환경변수에만 넣기 (코드에 X)",
        "vault 경로 secret/data/marketing/google-ads 에 developer token 있음",
        "slack_bot_token: \"{{ lookup('env', 'SLACK_BOT_TOKEN') }}\"",
    )
    r.add(
        "tax_invoice_number",
        f"거래명세서 번호 TS-{ymd()}-{digits(4)}",
        f"세금계산서 승인번호 {ymd()}-{digits(8, lead=True)}-{digits(8)}",
        f"대행사 수수료 전자세금계산서 {ymd()}{digits(16)} 발행 확인",
        f"현금영수증 승인번호 {digits(9, lead=True)} (촬영 소품 구매)",
        f"카드 매출전표 승인번호 {digits(8)} / 가맹점번호 {digits(10, lead=True)}",
    )
    r.add(
        "notion_page_link",
        f"회의록 https://acme.notion.site/{rnd(LOWER, 6)}-{hexs(32)}#{hexs(32)}",
        f"캠페인 기획서 https://acme.notion.site/Q3-{hexs(32)}",
        f"노션 콘텐츠 캘린더 https://acme.notion.site/{hexs(32)}?v={hexs(32)}",
        f"브랜드 가이드 링크 acme.notion.site/Brand-Guide-{hexs(32)}",
        f"노션 DB id {uid()} (캠페인 트래커)",
    )
    r.add(
        "slack_channel_id",
        f"슬랙 메시지 ts {digits(10, lead=True)}.{digits(6)} 스레드에 답장",
        f"#광고-리포트 채널 ID C0{rnd(UPPER + DIGITS, 9)}",
        f"https://acme.slack.com/archives/C0{rnd(UPPER + DIGITS, 9)}/p{digits(16, lead=True)}",
        f"슬랙 멤버 ID U0{rnd(UPPER + DIGITS, 9)} 멘션 안 걸림",
        f"웹훅 보낼 채널 C0{rnd(UPPER + DIGITS, 9)}, 팀 ID T0{rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "google_ads_conversion_tag",
        f"GCLID 예시 {rnd(URLSAFE, 90)} — 오프라인 전환 업로드 테스트용",
        f"구글애즈 전환 ID AW-{digits(10, lead=True)}",
        f"gtag('event', 'conversion', {{'send_to': 'AW-{digits(10, lead=True)}/{rnd(URLSAFE, 20)}'}});",
        f"전환 라벨 {rnd(ALNUM, 20)} (구매완료) — GTM 태그에 입력",
        f"리마케팅 태그 AW-{digits(9, lead=True)} 설치 확인",
    )
    r.add(
        "oauth_client_id",
        f"네이버 로그인 redirect uri https://shop.acme.example/oauth/naver/callback, client id {rnd(ALNUM, 20)}",
        f"구글 OAuth 클라이언트 ID {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com (공개 ID)",
        f"메타 앱 ID {digits(16, lead=True)} — 로그인 버튼에 들어감",
        f"카카오 앱 ID {digits(6, lead=True)}, 네이버 로그인 Client ID {rnd(ALNUM, 20)}",
        f"cafe24 앱 client_id {rnd(ALNUM, 22)} (시크릿은 서버에만)",
    )
    r.add(
        "meta_business_id",
        f"메타 카탈로그 ID {digits(16, lead=True)} 상품 피드 연결됨",
        f"메타 비즈니스 관리자 ID {digits(15, lead=True)}",
        f"광고계정 act_{digits(15, lead=True)} 대행사에 파트너 권한 부여",
        f"페이스북 페이지 ID {digits(15, lead=True)} / 인스타 비즈니스 계정 ID {digits(17, lead=True)}",
        f"Meta 광고 계정 ID {digits(16, lead=True)} 결제 한도 확인",
    )
    r.add(
        "short_link",
        f"유튜브 영상 ID {rnd(URLSAFE, 11)} 광고 소재로 등록",
        f"블로그 이벤트 단축링크 https://link.acme.example/{rnd(ALNUM, 6)}",
        f"QR 코드 연결 URL go.acme.example/{rnd(ALNUM, 7)} (전단지)",
        f"인스타 스토리 링크 https://acme.example/s/{rnd(ALNUM, 8)}",
        f"카톡 메시지용 단축 URL link.acme.example/{rnd(URLSAFE, 6)} 클릭수 확인",
    )
    r.add(
        "asset_file_name",
        f"카톡 이미지 메시지 템플릿 ID {digits(5, lead=True)} / 이미지 ID {hexs(24)}",
        f"배너 최종본 banner_summer_1080x1080_{hexs(8)}.png",
        f"CDN 이미지 https://cdn.acme.example/img/{hexs(32)}.jpg 교체 필요",
        f"영상 파일 reels_launch_v3_{rnd(LOWER + DIGITS, 10)}.mp4 업로드 완료",
        f"상세페이지 이미지 해시 sha1 {hexs(40)} 중복 업로드 체크",
    )
    r.add(
        "smartstore_product_number",
        f"네이버 쇼핑 카탈로그 nv_mid {digits(11, lead=True)}",
        f"스마트스토어 상품번호 {digits(10, lead=True)} 가격 수정",
        f"카페24 상품코드 P0000{rnd(UPPER, 3)} / 자체상품코드 ACME-{digits(5)}",
        f"쿠팡 등록상품ID {digits(11, lead=True)}, 옵션ID {digits(11, lead=True)}",
        f"바코드 {digits(13, lead=True)} 신제품 패키지에 인쇄",
    )
    r.add(
        "card_limit_settings",
        "OTP 유효시간 60초, 인증번호 3회 오류시 재발송 — 은행 설정",
        "법인카드 한도 월 500만원, 결제일 매월 25일, 비밀번호 5회 오류시 사용정지",
        "광고비 자동충전: 잔액 10만원 이하일 때 50만원 충전 (네이버 비즈머니)",
        f"메타 결제 임계값 {pick(50, 100, 200)}만원, 카드 끝자리 {digits(4)}",
        "PIN 변경은 카드사 앱에서만 가능 — 지점 방문 필요 없음",
    )
    r.add(
        "certificate_expiry_notice",
        "공동인증서 → 금융인증서로 바꿀지 검토 (클라우드 보관, 비밀번호 대신 6자리 PIN 각자 설정)",
        f"공동인증서 만료일 2026-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}, 한 달 전에 갱신 알림",
        f"범용 공동인증서 갱신 비용 {pick(4400, 110000)}원, 갱신 후 홈택스 재등록 필요",
        f"인증서 일련번호 {hexs(8)} (조회용, 비밀번호 아님)",
        "공동인증서 USB 보관 위치: 재무팀 캐비닛 2번 서랍",
    )
    return r


def main() -> None:
    write_corpora("make_heldout227.py", [
        ("heldout227_credentials.yaml", credentials(), "Held-out batch 227: credentials a Seoul startup marketer keeps (ad accounts, company card, door lock, marketing tool keys)"),
        ("heldout227_lookalikes.yaml", lookalikes(), "Held-out batch 227: look-alikes a Seoul startup marketer keeps (business numbers, order and tracking numbers, public ad ids, UTM links, coupons)"),
    ])


if __name__ == "__main__":
    main()
