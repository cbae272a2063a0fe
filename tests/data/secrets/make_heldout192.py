# ruff: noqa: E501
"""Writes heldout192_credentials.yaml and heldout192_lookalikes.yaml: held-out batch 192.

Persona: the owner of a small café in Busan, South Korea, that also takes online orders
(delivery apps, a Naver smart store, a small order site). She writes mostly in Korean
(Hangul) with some English and asks the assistant to remember the POS admin password, the
delivery apps' owner-centre logins, the bank's OTP PIN and security card numbers, the
internet banking certificate password, the CCTV DVR password, the café Wi-Fi, the safe and
the smart store login. Her look-alikes are the business registration number, order and
delivery tracking numbers, phone numbers, card approval and receipt numbers, Wi-Fi network
names, coupon codes printed on flyers and menu item codes.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
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
    mac,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

BCRYPT = "./" + ALNUM


def kpw() -> str:
    """A password a café owner would choose, or one a site made her pick."""
    return pick(
        f"{pick('cafe', 'busan', 'haeundae', 'latte', 'dalmaji', 'gwangan', 'moca')}{digits(4)}{pick('!', '@', '#', '!!', '^^')}",
        f"{pick('dkssud', 'zkvpwlq', 'qntksdl', 'gkdnsepa', 'tkfkd')}{digits(3)}{pick('!', '*', '~')}",
        f"{pick('Sea', 'Blue', 'Wave', 'Bean', 'Milk')}{pick('Cafe', 'Busan', 'Roast', 'Moon')}{digits(2)}{pick('!', '@', '#')}{rnd(LOWER, 2)}",
        pw(),
        rnd(ALNUM + "!@#$", 12),
    )


def user_id() -> str:
    return f"{pick('sunny', 'haneul', 'mocha', 'bluewave', 'dalcafe', 'badacafe', 'gwangan', 'cafe')}{pick('_', '', '.')}{pick('busan', 'bs', 'kim', 'lee', 'park', '')}{digits(pick(2, 3, 4))}"


def pin(n: int) -> str:
    return digits(n)


def bizno() -> str:
    return f"{digits(3, lead=True)}-{digits(2, lead=True)}-{digits(5)}"


def mobile() -> str:
    return f"010-{digits(4, lead=True)}-{digits(4)}"


def busan_phone() -> str:
    return f"051-{digits(3, lead=True)}-{digits(4)}"


def security_card(n: int = 30) -> str:
    """A bank security card's numbered four-digit codes, five a line."""
    cells = [f"{i:02d}: {digits(4)}" for i in range(1, n + 1)]
    return "\n".join("  ".join(cells[i:i + 5]) for i in range(0, n, 5))


def toss_key(kind: str, live: bool) -> str:
    return f"{'live' if live else 'test'}_{kind}_{rnd(ALNUM, 28)}"


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def naver_commerce_secret() -> str:
    return "$2a$04$" + rnd(BCRYPT, 22)


def google_backup_codes(n: int = 10) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def korean_card() -> str:
    return groups(luhn(pick("9410", "5365", "4670", "5522", "4048")), 4, "-")


def credentials() -> Rows:
    r = Rows()

    r.add(
        "pos_admin_password",
        f"포스 관리자 비번 {kpw()} (매출 취소할 때 필요함)",
        f"POS admin pw: {kpw()}\n- 알바생들한테는 절대 알려주지 말 것",
        f"포스기 관리자모드 들어가는 법: 설정 → 관리자 → 사번 0001 / 비밀번호 {pin(6)}",
        f"오케이포스 백오피스 로그인\nID: {user_id()}\nPW: {kpw()}",
        f"포스 마감정산 비번 바꿨음. 이제 {pin(4)} 임 (예전거 말고 이거)",
        f"pos 관리자 비밀번호 까먹지 않게 기억해줘 → {kpw()}",
    )

    r.add(
        "delivery_app_owner_login",
        f"배민 사장님광장 로그인\n아이디 {user_id()}\n비밀번호 {kpw()}",
        f"쿠팡이츠 스토어 (사장님 앱) id: {user_id()}@naver.com / pw: {kpw()}",
        f"요기요 사장님사이트 아이디 {user_id()} 비번 {kpw()} 담주에 메뉴사진 바꿔야함",
        f"| 앱 | 아이디 | 비번 |\n|---|---|---|\n| 배민 | {user_id()} | {kpw()} |\n| 쿠팡이츠 | {user_id()} | {kpw()} |\n| 땡겨요 | {user_id()} | {kpw()} |",
        f"땡겨요 사장님 로그인 {user_id()} / {kpw()} 기억해 줘",
    )

    r.add(
        "bank_security_card_codes",
        f"부산은행 보안카드 (일련번호 {digits(8)})\n{security_card()}",
        f"농협 보안카드 번호 적어둠\n{security_card()}\n지갑에 있는 실물은 사무실 서랍에",
        f"보안카드 자주 나오는 거: 03번 {digits(4)}, 11번 {digits(4)}, 17번 {digits(4)}, 24번 {digits(4)}, 29번 {digits(4)}",
        f"security card (기업은행)\n{security_card(35)}",
        "보안카드 1~10번만 일단: " + ", ".join(f"{i}번 {digits(4)}" for i in range(1, 11)),
    )

    r.add(
        "bank_mobile_otp_pin",
        f"부산은행 모바일OTP 비밀번호 {pin(6)}",
        f"디지털OTP PIN 번호 {pin(6)} (국민은행 기업뱅킹)",
        f"OTP 인증 비번: {pin(6)}\n10번 틀리면 지점 가야되니까 조심!!",
        f"신한 SOL 모바일 OTP 핀 → {pin(6)}, 이체할때 씀",
        f"하나은행 스마트OTP 비번 {pin(6)} 새로 등록함 ({pick('3', '5', '7')}월)",
    )

    r.add(
        "banking_certificate_password",
        f"공동인증서 비밀번호 {kpw()} (법인 아니고 개인사업자용)",
        f"공인인증서 빕번 {kpw()}  ← 부가세 신고할때 홈택스에서도 씀",
        f"금융인증서 비밀번호 6자리 {pin(6)}",
        f"인터넷뱅킹 인증서 암호: {kpw()}\n만료일 내년 {pick('2', '4', '9', '11')}월, 갱신 잊지말기",
        f"사업자 범용 공동인증서 pw = {kpw()}",
    )

    r.add(
        "bank_account_pin",
        f"통장 비밀번호 {pin(4)} (부산은행 사업자 통장)",
        f"농협 계좌 비번 {pin(4)}, 이체비밀번호는 {pin(6)}",
        f"카드 비밀번호 {pin(4)} – 체크카드 (매입용)",
        f"ATM 비번 {pin(4)}  잊어버리면 은행 가야됨",
        f"기업은행 통장 비번: {pin(4)} / 텔레뱅킹 비번: {pin(4)}",
    )

    ip = f"192.168.{pick('0', '1', '10')}.{secrets.randbelow(200) + 20}"
    r.add(
        "cctv_dvr_password",
        f"CCTV 녹화기 (DVR) 관리자\nadmin / {kpw()}",
        f"하이크비전 DVR 비번 {kpw()} 설치기사님이 바꿔줌",
        f"rtsp://admin:{rnd(ALNUM, 10)}@{ip}:554/Streaming/Channels/101  ← 휴대폰에서 cctv 볼 때",
        f"cctv 앱(hik-connect) 로그인 {user_id()} / {kpw()}, 기기 인증코드 {rnd(UPPER, 6)}",
        f"녹화기 비번 바꿈: {kpw()} (예전 12345는 이제 안됨)",
    )

    ssid = f"{pick('Cafe', 'CAFE', 'Bada', 'Dalmaji', 'Moon')}_{pick('Busan', 'Staff', 'POS', '5G', 'Office')}"
    r.add(
        "cafe_wifi_password",
        f"직원용 와이파이 {ssid} 비번 {kpw()} (손님한테 알려주면 안됨, 포스랑 카드단말기 연결됨)",
        f"WIFI:T:WPA;S:{ssid};P:{rnd(ALNUM, 12)};;",
        f"가게 와이파이 비번 바꿨어: {pick('cafe', 'coffee', 'bada')}{digits(4)}{pick('!', '')}  (손님용)",
        f"Office wifi pw {rnd(ALNUM, 10)} – 사장님 방 공유기",
        f"와이파이\n- 이름: {ssid}_5G\n- 비밀번호: {kpw()}",
    )

    r.add(
        "safe_combination",
        f"금고 비번 {digits(2)}-{digits(2)}-{digits(2)}",
        f"금고 다이얼: 오른쪽으로 3바퀴 {secrets.randbelow(99)}, 왼쪽 2바퀴 {secrets.randbelow(99)}, 오른쪽 {secrets.randbelow(99)}",
        f"디지털 금고 비밀번호 {pin(6)}#  (시재금 넣어두는 거)",
        f"사무실 금고 비번 {pin(8)}, 비상키는 냉장고 뒤에",
        f"safe code {pin(4)} — 바뀌면 다시 알려줄게",
    )

    r.add(
        "naver_smartstore_login",
        f"스마트스토어센터 로그인\n네이버 아이디: {user_id()}\n비번: {kpw()}",
        f"네이버 판매자 계정 {user_id()} / {kpw()} (원두 온라인 판매)",
        f"smart store 비번 {kpw()} 로 바꿈",
        f"스마트스토어 2단계 인증 백업코드: {rnd(UPPER + DIGITS, 8)} {rnd(UPPER + DIGITS, 8)} {rnd(UPPER + DIGITS, 8)}",
        f"네이버 쇼핑 판매자센터 ID {user_id()} PW {kpw()} 상품등록용",
    )

    r.add(
        "hometax_login",
        f"홈택스 아이디 {user_id()} 비번 {kpw()}",
        f"홈택스 로그인 정보 (세무사님도 알고계심)\nID: {user_id()}\nPW: {kpw()}",
        f"hometax pw 바뀜 → {kpw()}",
        f"손택스 간편비번 {pin(6)}",
        f"부가세 신고할때: 홈택스 {user_id()} / {kpw()} + 인증서",
    )

    r.add(
        "email_account_password",
        f"가게 메일 ({user_id()}@daum.net) 비밀번호 {kpw()}",
        f"gmail {user_id()}@gmail.com pw {kpw()}",
        f"네이버 메일 비번 {kpw()} (주문알림 오는 메일)",
        f"주문 메일 계정\n아이디: order.{user_id()}@example.com\n비번: {kpw()}",
        f"메일 비밀번호 바꿈 {kpw()}",
    )

    r.add(
        "instagram_login",
        f"인스타 가게계정 @{user_id()} 비번 {kpw()}",
        f"instagram login: {user_id()} / {kpw()}  (알바 지은이가 올려줌)",
        f"인스타 비번 {kpw()} 으로 바꿈, 2단계인증 백업코드 {digits(8)} {digits(8)}",
        f"페북/인스타 비즈니스 계정 pw: {kpw()}",
        f"인스타그램\nID @{user_id()}\nPW {kpw()}",
    )

    r.add(
        "kakao_business_login",
        f"카카오비즈니스 (채널 관리자) {user_id()}@kakao.com / {kpw()}",
        f"카톡 채널 관리자센터 비번 {kpw()}",
        f"카카오 계정 비밀번호 {kpw()} — 채널 쿠폰 보낼 때 로그인",
        f"kakao biz 로그인 pw {kpw()}",
        f"카카오톡 채널 '{pick('바다카페', '달맞이커피', '광안리라떼')}' 관리자 로그인: {user_id()} / {kpw()}",
    )

    r.add(
        "router_admin_password",
        f"iptime 공유기 관리자 admin / {kpw()} (192.168.0.1)",
        f"공유기 관리 페이지 비번 {rnd(ALNUM, 10)}",
        f"KT 인터넷 모뎀 관리자 비밀번호 {rnd(ALNUM, 8)}{digits(2)}",
        f"router admin pw: {kpw()}  ← 와이파이 비번이랑 다름",
        f"공유기 로그인\n주소 http://192.168.0.1\n아이디 admin\n비번 {kpw()}",
    )

    r.add(
        "door_lock_code",
        f"가게 뒷문 도어락 비번 {pin(6)}*",
        f"도어락 {pin(4)} (직원용), 마스터 비번 {pin(8)}",
        f"창고 번호키 {pin(5)}#",
        f"door lock code {pin(6)} – 오픈 알바 민수한테만 알려줌",
        f"현관 도어락 비밀번호 바꿨어 {pin(6)}",
    )

    r.add(
        "alarm_disarm_code",
        f"세콤 해제 비밀번호 {pin(4)}, 암호말 '{pick('바다', '달맞이', '고양이', '라떼')}{digits(2)}'",
        f"KT텔레캅 경비해제 번호 {pin(6)}",
        f"캡스 출동 오면 말할 암호: {pick('파도', '갈매기', '해운대', '모카')}{digits(3)} / 해제코드 {pin(4)}",
        f"보안업체 해제코드 {pin(4)}* (문 열고 30초 안에)",
        f"alarm code {pin(4)}",
    )

    r.add(
        "toss_payments_secret_key",
        f"토스페이먼츠 시크릿 키 {toss_key('sk', True)}",
        f"주문사이트 결제연동\nTOSS_SECRET_KEY={toss_key('sk', True)}",
        f"토스 테스트 시크릿키 {toss_key('sk', False)} / 라이브 {toss_key('sk', True)}",
        f"결제위젯 secret key: {toss_key('gsk', True)} (조카가 세팅해줌)",
        f"toss payments live secret → {toss_key('sk', True)}",
    )

    r.add(
        "kakao_admin_key",
        f"카카오 디벨로퍼스 Admin 키 {hexs(32)}",
        f"KAKAO_ADMIN_KEY={hexs(32)}",
        f"카카오페이 어드민키 {hexs(32)} (결제 준비 API용, 노출되면 안됨)",
        f"kakao admin key: {hexs(32)}",
        f"주문사이트 .env\nKAKAO_ADMIN_KEY={hexs(32)}\nKAKAO_REST_KEY={hexs(32)}",
    )

    r.add(
        "naver_commerce_api_secret",
        f"네이버 커머스API 애플리케이션 시크릿 {naver_commerce_secret()}",
        f"커머스API\nclient_id: {rnd(ALNUM, 22)}\nclient_secret: {naver_commerce_secret()}",
        f"NAVER_COMMERCE_CLIENT_SECRET={naver_commerce_secret()}",
        f"스마트스토어 주문 자동연동 시크릿 {naver_commerce_secret()}",
        f"naver commerce secret {naver_commerce_secret()} (재발급함)",
    )

    r.add(
        "gmail_app_password",
        f"구글 앱 비밀번호 {app_password()} (주문 알림 메일 보내는 용)",
        f"SMTP 비번 (gmail 앱비번): {app_password()}",
        f"앱 비밀번호 {app_password().replace(' ', '')}",
        f"gmail app pw → {app_password()}",
        f"SMTP_USER=order.{user_id()}@gmail.com\nSMTP_PASS={app_password().replace(' ', '')}",
    )

    r.add(
        "kiosk_admin_password",
        f"키오스크 관리자 비번 {pin(6)}",
        f"무인주문기 관리자모드: 화면 오른쪽 위 5번 터치 → 비밀번호 {pin(4)}",
        f"kiosk admin pw {kpw()}",
        f"테이블오더 태블릿 잠금 PIN {pin(4)}",
        f"키오스크 원격관리 사이트 {user_id()} / {kpw()}",
    )

    r.add(
        "coupang_wing_login",
        f"쿠팡 윙 (판매자센터) {user_id()} / {kpw()}",
        f"쿠팡윙 비밀번호 {kpw()} 드립백 상품 올릴때",
        f"coupang wing id {user_id()} pw {kpw()}",
        f"쿠팡 판매자 로그인\n아이디 {user_id()}\n비번 {kpw()}",
        f"쿠팡 Open API secret key {hexs(40)}  access key {uid()}",
    )

    r.add(
        "card_terminal_admin_pin",
        f"카드단말기 관리자 비번 {pin(4)} (취소할 때)",
        f"단말기 관리자모드 비밀번호 {pin(6)}",
        f"카드 결제기 취소 비번: {pin(4)}",
        f"card terminal admin {pin(4)}",
        f"KIS 단말기 설정 비번 {pin(8)}",
    )

    r.add(
        "google_backup_codes",
        f"구글 계정 백업 코드\n{google_backup_codes()}",
        f"Google 2단계 인증 예비 코드 (가게 계정)\n{google_backup_codes(8)}",
        f"구글 백업코드 남은거: {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)}",
        f"google backup codes\n{google_backup_codes(5)}",
        f"구글 비즈니스 프로필 계정 백업코드 {digits(8)} / {digits(8)} / {digits(8)}",
    )

    dbpw = rnd(ALNUM, 14)
    r.add(
        "hosting_db_connection_string",
        f"주문사이트 DB\nmysql://cafeorder:{dbpw}@db.cafe-order.example:3306/cafeorder",
        f"DATABASE_URL=postgresql://orders:{rnd(ALNUM, 16)}@db.acme-cafe.internal:5432/orders",
        f"카페24 DB 비번 {kpw()} (phpMyAdmin 로그인)",
        f"mysql -h db.cafe-order.example -u cafeorder -p'{rnd(ALNUM, 12)}' cafeorder",
        f"DB 접속정보\nhost: db.cafe-order.test\nuser: admin\npassword: {kpw()}",
    )

    r.add(
        "ftp_password",
        f"카페24 FTP {user_id()} / {kpw()}",
        f"ftp://{user_id()}:{rnd(ALNUM, 10)}@ftp.cafe-order.example/www",
        f"호스팅 FTP 비밀번호 {kpw()} (메뉴 사진 올릴 때)",
        f"SFTP\nhost: sftp.cafe-order.example\nuser: {user_id()}\npass: {kpw()}",
        f"ftp pw 바꿈 {kpw()}",
    )

    r.add(
        "telegram_bot_token",
        f"주문알림 텔레그램 봇 토큰 {telegram_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_token()}",
        f"텔레그램 봇 (주문 들어오면 알림) token: {telegram_token()}, chat id -100{digits(10)}",
        f"봇토큰 재발급함 → {telegram_token()}",
        f"curl https://api.telegram.org/bot{telegram_token()}/getUpdates",
    )

    r.add(
        "business_card_details",
        f"사업자 카드 {korean_card()} 유효기간 {card_expiry()} CVC {digits(3)}",
        f"법인카드\n번호: {korean_card()}\n만료: {card_expiry()}\nCVC: {digits(3)}\n비밀번호 앞2자리: {digits(2)}",
        f"원두 주문할때 쓰는 카드 {korean_card()} {card_expiry()} cvc{digits(3)}",
        f"온라인 결제용 카드 {luhn(pick('9410', '5365', '4670'))}, 유효 {card_expiry()}, 뒤 3자리 {digits(3)}, 비번 앞두자리 {digits(2)}",
        f"카드번호 {korean_card()} / {card_expiry()} / {digits(3)} (광고비 결제)",
    )

    r.add(
        "supplier_portal_login",
        f"원두 납품업체 B2B몰 로그인 {user_id()} / {kpw()}",
        f"우유 대리점 발주 사이트 비번 {kpw()}",
        f"식자재몰 아이디 {user_id()} 비밀번호 {kpw()}",
        f"컵/빨대 도매몰 pw {kpw()}",
        f"납품업체 포털\nID {user_id()}\nPW {kpw()}\n(월말 정산서 여기서 다운)",
    )

    return r


def order_no_baemin() -> str:
    return f"{pick('B', 'T')}{rnd(UPPER + DIGITS, 9)}"


def approval_no() -> str:
    return digits(8)


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "business_registration_number",
        f"사업자등록번호 {bizno()}",
        f"세금계산서 발행할때 우리 사업자번호 {bizno()} (상호: 바다커피)",
        f"사업자 번호 {bizno().replace('-', '')} 통신판매업 신고번호 2024-부산해운대-{digits(4)}",
        f"거래처 사업자번호: {bizno()} (원두 납품업체)",
        f"Business reg. no. {bizno()}",
    )

    r.add(
        "delivery_order_number",
        f"배민 주문번호 {order_no_baemin()} 고객이 음료 빠졌다고 함",
        f"쿠팡이츠 주문 {digits(10, lead=True)} 환불 처리함",
        f"요기요 주문번호 {digits(12, lead=True)} 리뷰 답글 달기",
        f"오늘 취소된 주문: {order_no_baemin()}, {order_no_baemin()}",
        f"스마트스토어 주문번호 {digits(16, lead=True)} 배송지 변경 요청",
    )

    r.add(
        "parcel_tracking_number",
        f"CJ대한통운 송장번호 {digits(12, lead=True)}",
        f"원두 택배 보냄 – 우체국 {digits(13, lead=True)}",
        f"한진택배 운송장 {digits(12, lead=True)} 고객한테 문자로 보내주기",
        f"로젠 {digits(11, lead=True)} 반품 접수됨",
        f"tracking no. {digits(12, lead=True)} (CJ)",
    )

    r.add(
        "phone_number",
        f"가게 전화 {busan_phone()}",
        f"우유 대리점 사장님 {mobile()}",
        f"CCTV 설치기사님 연락처 {mobile()}",
        f"알바 지은 {mobile()}, 민수 {mobile()}",
        f"부산은행 해운대지점 {busan_phone()}",
    )

    r.add(
        "card_approval_number",
        f"카드 승인번호 {approval_no()} 취소 요청 (금액 {secrets.randbelow(30) + 3},500원)",
        f"승인번호 {approval_no()} / 승인일시 2025-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)} 14:2{secrets.randbelow(9)}",
        f"오늘 취소할 결제: 승인 {approval_no()}, 카드 끝자리 {digits(4)}",
        f"approval no {approval_no()} – 고객 중복결제",
        f"단체주문 선결제 승인번호 {approval_no()}",
    )

    r.add(
        "receipt_number",
        f"영수증 번호 {digits(4)}-{digits(4)}-{digits(6)}",
        f"포스 영수증 No. {digits(3)}-{digits(6)} 재출력 요청",
        f"환불 영수증번호 {digits(12, lead=True)}",
        f"거래번호 {digits(14, lead=True)} (키오스크)",
        f"receipt #{digits(6)} 테이블 {secrets.randbelow(12) + 1}",
    )

    r.add(
        "wifi_network_name",
        f"손님용 와이파이 이름은 Cafe_Bada_{pick('5G', '2G', 'Guest')} (비번은 카운터 옆에 붙어있음)",
        f"SSID: iptime_{hexs(4).upper()} 는 옆집꺼라 연결하지 말기",
        "와이파이 두 개: Cafe_Staff (직원), Cafe_Guest (손님). 비번은 나한테 물어보라고 해",
        f"공유기 채널 {pick('36', '44', '149')} 으로 바꾸니까 빨라짐 (5G)",
        f"KT_GiGA_{rnd(UPPER + DIGITS, 4)} 이건 창고 쪽 공유기 이름",
    )

    r.add(
        "flyer_coupon_code",
        f"전단지 쿠폰코드 BADA{digits(4)} (아메리카노 1000원 할인)",
        f"이번달 인스타 이벤트 코드: SUMMER{digits(2)}",
        f"오픈 1주년 쿠폰 {rnd(UPPER + DIGITS, 8)} 전단지에 인쇄함 – 선착순 100명",
        f"배민 쿠폰번호 {rnd(UPPER, 4)}-{digits(4)} (배포용)",
        f"스탬프 이벤트 코드 LATTE{digits(3)}",
    )

    r.add(
        "menu_item_code",
        f"메뉴코드 A{digits(3)} 아이스 아메리카노, A{digits(3)} 카페라떼",
        f"포스 상품코드 {digits(6)} → 달맞이 크림라떼 (신메뉴)",
        f"키오스크 메뉴 ID M-{digits(4)} 품절 처리",
        f"바코드 880{digits(10)} 드립백 10입",
        f"SKU CB-{rnd(UPPER, 2)}-{digits(3)} 원두 200g",
    )

    r.add(
        "smartstore_product_number",
        f"스마트스토어 상품번호 {digits(10, lead=True)}",
        f"https://smartstore.naver.com/badacafe/products/{digits(10, lead=True)}",
        f"원두 상품 {digits(10, lead=True)} 재고 0으로",
        f"네이버 상품ID {digits(11, lead=True)} 가격 수정",
        f"쿠팡 상품번호 {digits(10, lead=True)} / 옵션ID {digits(11, lead=True)}",
    )

    r.add(
        "masked_card_number",
        f"카드 {digits(4)}-****-****-{digits(4)} 로 광고비 자동결제 됨",
        f"결제카드 끝자리 {digits(4)}",
        f"고객 카드번호 {digits(6)}******{digits(4)} 중복결제 확인",
        f"신한카드 ****{digits(4)} 만료 → 새 카드 등록해야함",
        f"영수증에 찍힌 카드번호 {digits(4)}-{digits(2)}**-****-***{digits(1)}",
    )

    r.add(
        "password_change_reminder",
        "포스 관리자 비번 3개월마다 바꾸기 (다음: 9월)",
        "배민 비번 90일 지나서 변경하라고 뜸. 이번주 안에 바꾸기",
        "알바 그만두면 도어락 비번이랑 와이파이 비번 바꿔야함",
        "공동인증서 만료 30일 전 알림 옴 – 갱신하기",
        "CCTV 녹화기 비번 초기값 그대로면 해킹당한대. 설치기사님 오면 바꿔달라고 하기",
    )

    r.add(
        "secret_location_note",
        "금고 비번은 내 수첩 마지막 장에 적어둠",
        "보안카드는 사무실 서랍 두 번째 칸 (잠금)",
        "OTP 기기는 집에 있음, 가게에 두지 말 것",
        "와이파이 비번은 카운터 옆 아크릴에 붙어 있음",
        "홈택스 비번은 세무사님이 알고 계심 – 필요하면 전화",
    )

    r.add(
        "card_terminal_id",
        f"카드단말기 TID {digits(10, lead=True)}",
        f"단말기 번호 {digits(8, lead=True)} (KIS정보통신) A/S 접수",
        f"VAN사 단말기ID {digits(7, lead=True)}, 시리얼 {rnd(UPPER + DIGITS, 10)}",
        f"terminal id {digits(10, lead=True)}",
        f"무선 단말기 TID {digits(10, lead=True)} 배달용",
    )

    r.add(
        "card_merchant_number",
        f"신한카드 가맹점번호 {digits(9, lead=True)}",
        f"가맹점 번호 (BC) {digits(9, lead=True)}, 국민 {digits(9, lead=True)}",
        f"카드사 가맹점번호 {digits(10, lead=True)} 수수료 문의",
        f"merchant no. {digits(9, lead=True)}",
        f"토스페이먼츠 상점아이디(MID) {pick('bada', 'cafe', 'moon')}{digits(4)}",
    )

    r.add(
        "deposit_account_number",
        f"단체주문 입금계좌: 부산은행 {digits(3)}-{digits(4)}-{digits(4)}-{digits(2)} (예금주 바다커피)",
        f"계좌번호 농협 {digits(3)}-{digits(4)}-{digits(4)}-{digits(2)} 손님한테 보내주기",
        f"원두 대금 보낼 계좌: 기업 {digits(3)}-{digits(6)}-{digits(2)}-{digits(3)}",
        f"입금 계좌 안내 문자: 국민 {digits(6)}-{digits(2)}-{digits(6)}",
        f"카카오뱅크 3333-{digits(2)}-{digits(7)} (모임통장 – 회식비)",
    )

    r.add(
        "toss_payments_client_key",
        f"토스페이먼츠 클라이언트 키 {toss_key('ck', True)} (프론트에 들어가는 공개키)",
        f"TOSS_CLIENT_KEY={toss_key('ck', False)}",
        f"결제위젯 클라이언트키 {toss_key('gck', True)} – 브라우저 코드에 넣는거라 괜찮음",
        f"client key (public): {toss_key('ck', True)}",
        f"test client key {toss_key('ck', False)} 문서 예제랑 같은 형식",
    )

    r.add(
        "kakao_javascript_key",
        f"카카오맵 JavaScript 키 {hexs(32)} (웹페이지에 공개되는 키, 도메인 등록해둠)",
        f"Kakao.init('{hexs(32)}')  ← 카카오 공유 버튼",
        f"카카오 네이티브 앱 키 {hexs(32)} 앱 빌드에 들어감",
        f"KAKAO_JS_KEY={hexs(32)} (플랫폼 도메인: cafe-order.example)",
        f"카카오 로그인 REST 앱 ID {digits(6, lead=True)}",
    )

    r.add(
        "tax_invoice_approval_number",
        f"전자세금계산서 승인번호 2025{digits(4)}-{digits(8)}-{rnd(DIGITS + LOWER, 8)}",
        f"세금계산서 국세청 승인번호 2024{digits(4)}-41{digits(6)}-{digits(8)}",
        f"매입 세금계산서 {digits(8)}-{digits(8)}-{digits(8)} 세무사님께 전달",
        f"계산서 승인번호 끝자리 {digits(6)} 확인 필요",
        f"tax invoice no. 2025{digits(4)}-{digits(8)}-{digits(8)}",
    )

    r.add(
        "cash_receipt_number",
        f"현금영수증 승인번호 {digits(9, lead=True)}",
        f"현금영수증 발급 – 고객 휴대폰 010-****-{digits(4)}, 승인 {digits(9, lead=True)}",
        f"지출증빙 현금영수증 {digits(9, lead=True)} (사업자 {bizno()})",
        f"현금영수증 취소 {digits(9, lead=True)}",
        f"cash receipt approval {digits(9, lead=True)}",
    )

    r.add(
        "device_serial_number",
        f"DVR 모델 DS-7208HQHI-K1, 시리얼 {rnd(UPPER + DIGITS, 9)}{digits(6)} – A/S 접수할때",
        f"에스프레소 머신 S/N {rnd(UPPER, 2)}{digits(8)}",
        f"키오스크 일련번호 KS-{digits(4)}-{rnd(UPPER + DIGITS, 6)}",
        f"포스기 시리얼 {rnd(UPPER + DIGITS, 12)} 보증기간 내년 3월까지",
        f"제빙기 모델/시리얼: IM-{digits(3)} / {digits(10)}",
    )

    r.add(
        "router_mac_address",
        f"공유기 MAC {mac(upper=True)}",
        f"포스기 맥주소 {mac('-', True)} → 공유기에서 고정IP 192.168.0.{secrets.randbelow(100) + 100}",
        f"카드단말기 MAC {mac()} 등록",
        f"CCTV 카메라 {secrets.randbelow(8) + 1}번 MAC {mac(upper=True)}",
        f"모르는 기기 접속됨 {mac()} – 차단함",
    )

    r.add(
        "cctv_network_settings",
        "CCTV 녹화기 IP 192.168.0.64, 웹포트 80, RTSP 554 (비번은 설치기사님 카드에)",
        f"cctv 녹화 보관기간 {pick('14', '30')}일, 채널 {pick('4', '8')}개, HDD 2TB",
        f"DDNS 주소 {pick('badacafe', 'moon-cafe')}.ddns.example 포트포워딩 8000",
        "CCTV 앱 알림 꺼둠 (밤에 고양이 때문에 계속 울림)",
        f"하이크비전 기기 일련번호 끝 {digits(4)}, 펌웨어 V4.{secrets.randbelow(80)}.{secrets.randbelow(9)}",
    )

    r.add(
        "security_settings_numbers",
        "OTP 10회 오류면 잠김 → 은행 방문해야함",
        "배민 비밀번호는 8자리 이상 + 특수문자",
        "도어락 비번 6자리로 바꾸라고 함 (지금 4자리)",
        "공동인증서 비밀번호 5회 틀리면 재발급",
        f"보안카드 일련번호 앞 {digits(2)}으로 시작하는 거 말고 새거 씀 (번호는 안 적음)",
    )

    r.add(
        "supplier_order_number",
        f"원두 발주번호 PO-{digits(6)}",
        f"우유 주문 {digits(8)} – 매주 화/금",
        f"컵 도매몰 주문번호 {digits(14, lead=True)}",
        f"식자재몰 주문 #{rnd(UPPER + DIGITS, 10)} 배송 지연",
        f"쿠팡 주문번호 {digits(17, lead=True)} (빨대)",
    )

    r.add(
        "website_config_reference",
        "주문사이트 결제 키는 .env에 TOSS_SECRET_KEY 로 들어감 (깃에 올리지 말 것)",
        "GitHub Actions: TOSS_SECRET_KEY: ${{ secrets.TOSS_SECRET_KEY }}",
        "KAKAO_ADMIN_KEY=<카카오 디벨로퍼스에서 복사>",
        "DB 비번은 카페24 관리자 > 호스팅관리 > DB 정보에서 확인",
        "SMTP_PASS 는 구글 앱 비밀번호 쓰기 (일반 비번 X)",
    )

    r.add(
        "review_link_id",
        f"https://m.place.naver.com/restaurant/{digits(10, lead=True)}/review/visitor",
        f"구글 리뷰 링크 https://g.page/r/{rnd(ALNUM + '-_', 14)}/review",
        f"설문 링크 https://forms.cafe-order.example/s/{uid()}",
        f"배민 리뷰 ID {digits(10, lead=True)} 신고 접수",
        f"네이버 플레이스 ID {digits(10, lead=True)}",
    )

    r.add(
        "instagram_post_link",
        f"https://www.instagram.com/p/{rnd(URLSAFE, 11)}/ 신메뉴 게시물",
        f"릴스 링크 instagram.com/reel/{rnd(URLSAFE, 11)}",
        f"인스타 광고 캠페인 ID {digits(17, lead=True)}",
        f"인스타 계정 @{pick('bada', 'moon', 'dalmaji')}_coffee_busan 팔로워 이벤트",
        f"협찬 게시물 https://www.instagram.com/p/{rnd(URLSAFE, 11)}/?igsh={rnd(ALNUM, 16)}",
    )

    r.add(
        "reservation_number",
        f"단체예약 번호 R{digits(6)} 토요일 15시 12명",
        f"네이버 예약번호 {digits(9, lead=True)}",
        f"케이크 픽업 예약 #{rnd(UPPER + DIGITS, 6)}",
        f"대관 예약 확인번호 {digits(4)}-{digits(4)}",
        f"예약ID {uid()}",
    )

    r.add(
        "commit_and_build_ids",
        f"주문사이트 배포 커밋 {rnd(HEX, 40)}",
        f"버전 1.{secrets.randbelow(20)}.{secrets.randbelow(20)} 빌드 {hexs(7)} 에서 결제 버그 고침",
        f"sha256:{rnd(HEX, 64)} 도커 이미지 (조카가 알려줌)",
        f"에러 로그 요청ID req_{rnd(LOWER + DIGITS, 20)}",
        f"토스 결제내역 조회: 주문ID order_{digits(8)}_{rnd(LOWER + DIGITS, 6)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout192.py", [
        ("heldout192_credentials.yaml", credentials(), "Held-out batch 192: credentials a Busan café owner (Korean, some English) asks to remember: POS, delivery apps, bank OTP and security card, certificate, CCTV, Wi-Fi, safe, smart store and her order site's keys"),
        ("heldout192_lookalikes.yaml", lookalikes(), "Held-out batch 192: a Busan café owner's notes with no secret: business registration, order, tracking, approval and receipt numbers, SSIDs, coupons, menu codes, public keys, masked values and secret references"),
    ])


if __name__ == "__main__":
    main()
