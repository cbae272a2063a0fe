# ruff: noqa: E501
"""Writes heldout66_credentials.yaml and heldout66_lookalikes.yaml: held-out batch 66.

Persona: the owner of a small cable and fibre internet service provider in a town in
Madhya Pradesh, India, who keeps notes in Hinglish (Hindi in Latin script mixed with
English) with some Devanagari: MikroTik and OLT logins, the RADIUS shared secret,
customers' PPPoE logins, the billing software, Razorpay live keys, UPI PIN, GST portal,
corporate net banking, the CCTV NVR, the DLT SMS portal and the VPS's SSH key. The
look-alikes are the numbers such a business prints and shares every day: GSTINs, company
PANs, UPI ids, IFSC codes, customer and order ids, ONU serials, MACs, VLANs, invoice
numbers, IP ranges, DLT template and sender ids, public Razorpay key ids, pin codes,
phone numbers and amounts in rupees.

This batch was written blind: without reading the detector, its rules or its tests. Every
value is synthetic and drawn at run time; hosts are under `.example`, `.internal`, `.test`
or acme, and public addresses come from the documentation ranges.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openssh_private,
    pem,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

ALPHA36 = DIGITS + UPPER
WORDS = ["Vidisha", "Narmada", "Mahakal", "Sanchi", "Betwa", "Shivam", "Radhe", "Bittu",
         "Gudiya", "Jaimata", "Netlink", "Fibre", "Kanha", "Ujjain", "Sonu", "Pinky", "Golu",
         "Shyam", "Ganesh", "Aarav", "Basoda", "Sironj", "Jaishree", "Omkar", "Tiger"]
TOWN = "netlinkvidisha.example"


def hpw() -> str:
    """A password a person in this shop would choose (or, sometimes, generated)."""
    w, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return pick(
        f"{w}@{digits(4)}",
        f"{w}#{digits(3)}",
        f"{w.lower()}{digits(4)}!",
        f"{w}{w2}@{digits(2)}",
        f"{w}_{pick('2019', '2021', '2023', '2024', '2025')}{pick('$', '#', '*')}{digits(2)}",
        rnd(ALNUM + "@#$", 12),
        f"{w.upper()[:4]}{digits(3)}@{w2.lower()}",
    )


def gen() -> str:
    """A generated password / secret string."""
    return pick(rnd(ALNUM, 20), rnd(ALNUM + "@#%_-", 16), rnd(ALNUM, 24))


def mob() -> str:
    return pick("6", "7", "8", "9") + digits(9)


def pan(kind: str = "C") -> str:
    return rnd(UPPER, 3) + kind + rnd(UPPER, 1) + digits(4) + rnd(UPPER, 1)


def gstin(state: str = "23", kind: str = "C") -> str:
    body = state + pan(kind) + pick("1", "1", "2") + "Z"
    total = 0
    for i, c in enumerate(body):
        p = ALPHA36.index(c) * (1 if i % 2 == 0 else 2)
        total += p // 36 + p % 36
    return body + ALPHA36[(36 - total % 36) % 36]


def ifsc(bank: str = "") -> str:
    return (bank or pick("SBIN", "HDFC", "BARB", "PUNB", "UBIN", "ICIC", "CNRB")) + "0" + digits(6)


def rzp(prefix: str) -> str:
    return prefix + rnd(ALNUM, 14)


def onu_sn() -> str:
    return pick("ZTEG", "HWTC", "VSOL", "DBCG", "SYRO", "GPON", "ALCL") + rnd("0123456789ABCDEF", 8)


def pin() -> str:
    return pick("464", "462", "452", "474", "482", "456") + digits(3)


def rupees() -> str:
    n = secrets.randbelow(90000) + 300
    s = str(n)
    if len(s) > 3:
        head, tail = s[:-3], s[-3:]
        head = ",".join([head[max(0, i - 2):i] for i in range(len(head), 0, -2)][::-1])
        s = f"{head},{tail}"
    return "₹" + s


def lan() -> str:
    return f"10.{secrets.randbelow(60) + 10}.{secrets.randbelow(250)}.{secrets.randbelow(250) + 2}"


def pub_ip() -> str:
    return f"{pick('203.0.113', '198.51.100', '192.0.2')}.{secrets.randbelow(250) + 2}"


def cust() -> str:
    return f"NLV{digits(5, True)}"


def credentials() -> Rows:
    r = Rows()
    core = lan()
    r.add("mikrotik_admin",
          f"Core router CCR1036 (Vidisha POP) winbox login\nIP {core}:8291\nuser: admin\nपासवर्ड: {hpw()}\nsirf office ke static IP se allowed hai",
          f"MikroTik hAP (office wala) — admin / {rnd(ALNUM + '@#', 12)}  naya set kiya 12 tareekh ko, purana band kar diya",
          f"/user add name=rakesh group=full password={hpw()} comment=\"night shift\"\n(Rakesh ko full diya hai abhi, baad me read group karna)",
          f"BNG-2 (Ganj Basoda) ka winbox: यूज़र owner, पासवर्ड {hpw()} — MAC winbox se bhi chalta hai")
    r.add("mikrotik_api_user",
          f"Billing ke liye RouterOS API user bana diya:\nname=api_billing password={gen()} group=api\nport 8728 on {core}",
          f"Radius manager me NAS entry: NAS {core}, API user 'rmapi', pwd '{rnd(ALNUM, 14)}'",
          f"ssh api@bng1.netlink.internal -p 2222\npass: {hpw()}  (script isi se queue badalti hai)")
    olt = lan()
    r.add("olt_admin",
          f"VSOL EPON OLT (8 PON) web panel http://{olt}\nuser admin pass {hpw()}",
          f"Syrotech GPON OLT — यूज़र: root, पासवर्ड: {hpw()}  (default badal diya, naya yahi hai)",
          f"OLT-2 Sironj wala: telnet {lan()} login admin / {hpw()}")
    r.add("olt_cli_enable",
          f"OLT CLI me `enable` ke baad password maangta hai → {rnd(ALNUM, 10)}\nconfig t se pehle yahi dalna",
          f"ZTE C320 ka super user: zte / {hpw()} (ye sirf main ke paas, technician ko mat dena)",
          f"OLT-1: login admin / {hpw()}, enable password {rnd(LOWER + DIGITS, 8)}")
    rad = lan()
    r.add("radius_secret",
          f"/radius add address={rad} secret={rnd(ALNUM, 20)} service=ppp,hotspot timeout=3s",
          f"FreeRADIUS clients.conf:\nclient bng1 {{\n    ipaddr = {core}\n    secret = {gen()}\n    nas_type = other\n}}",
          f"RADIUS shared secret (NAS ↔ radius server) = {hpw()}\ndono taraf same hona chahiye warna PPPoE auth reject aata hai",
          f"naye BNG ke liye radius secret alag rakha: {rnd(ALNUM + '_', 18)}")
    r.add("radius_db",
          f"radius ka DB: mysql -u radius -p'{gen()}' radius  (server {rad})",
          f"mods-available/sql:\n  login = \"radius\"\n  password = \"{hpw()}\"\n  radius_db = \"radius\"",
          f"daloRADIUS panel admin / {hpw()} — usi se customers ka plan change hota hai")
    r.add("pppoe_customer",
          f"Sharma ji ({cust()}) ka PPPoE: user sharma_{digits(4)} pass {digits(8)}\nrouter reset ho gaya tha, kal jaake dobara dalna",
          f"Gupta Medical Store — PPPoE id guptamed@nlv, password {hpw()}, plan 100 Mbps",
          f"naya connection Durga Nagar: यूज़र nlv{digits(5)} / पासवर्ड {rnd(LOWER + DIGITS, 8)}\nONU pe WAN mode PPPoE, VLAN 110",
          f"Verma ji bole password bhool gaye, ye hai unka: {hpw()} (user verma.{digits(3)})")
    r.add("pppoe_bulk",
          "kal ke installations, PPPoE:\n" + "\n".join(f"{n}_{digits(4)} : {pick(digits(6), rnd(LOWER + DIGITS, 8), hpw())}" for n in ("rajesh", "pooja", "imran", "kishore")),
          "\n".join(f"/ppp secret add name={n}{digits(3)} password={rnd(LOWER + DIGITS, 9)} profile={pick('30M', '50M', '100M')} service=pppoe" for n in ("ankit", "salma", "dev")),
          "username,password,plan,area\n" + "\n".join(f"{n}{digits(4)},{hpw()},{pick('40M', '75M')},{a}" for n, a in (("mohit", "Sherpura"), ("neha", "Bajaj Colony"), ("arif", "Station Road"))))
    r.add("billing_admin",
          f"Billing software admin panel: https://billing.{TOWN}/admin\nadmin / {hpw()}",
          f"Billing ka superadmin: owner@{TOWN}, password {gen()}. staff ke alag account bana diye hain",
          f"collection boy app (billing) — user: mohan.collect, password: {hpw()}")
    r.add("billing_db_url",
          f"DATABASE_URL=postgresql://billing:{rnd(ALNUM, 22)}@127.0.0.1:5432/ispbilling",
          f"roz raat cron: mysqldump -h db.netlink.internal -u billadmin -p{gen()} billing > /backup/billing.sql",
          f"billing .env\nDB_HOST=db.netlink.internal\nDB_DATABASE=isp\nDB_USERNAME=billing\nDB_PASSWORD={hpw()}")
    kid = rzp("rzp_live_")
    ksec = rnd(ALNUM, 24)
    r.add("razorpay_secret",
          f"Razorpay live keys (billing me lagana):\nKey Id: {kid}\nKey Secret: {ksec}",
          f"RAZORPAY_KEY_ID={rzp('rzp_live_')}\nRAZORPAY_KEY_SECRET={rnd(ALNUM, 24)}",
          f"naya razorpay secret generate kiya, purana regenerate ho gaya: {rnd(ALNUM, 24)} (key id wahi {rzp('rzp_live_')})")
    r.add("razorpay_webhook_secret",
          f"Razorpay webhook → https://billing.{TOWN}/webhooks/razorpay\nevents: payment.captured, order.paid\nsecret: {gen()}",
          f"webhook secret jo dashboard me dala = {hpw()}  (billing config me bhi same)",
          f"RAZORPAY_WEBHOOK_SECRET={rnd(ALNUM, 32)}")
    r.add("razorpay_basic_auth",
          f"payments check karne ke liye:\ncurl -u {kid}:{ksec} \"https://api.razorpay.com/v1/payments?count=10\"",
          f"postman me header: Authorization: Basic {basic(rzp('rzp_live_'), rnd(ALNUM, 24))}")
    r.add("upi_pin",
          f"SBI current a/c (business) ka UPI PIN: {digits(6)}  — sirf mujhe aur papa ko pata hai",
          f"PhonePe Business wale number {mob()} ka UPI पिन {digits(4)}",
          f"BHIM UPI: mobile {mob()}, UPI PIN {digits(4)}, app lock {digits(4)}")
    r.add("upi_merchant_login",
          f"PhonePe Business dashboard login\nmobile {mob()}\npassword {hpw()}",
          f"Paytm for Business web: merchant login netlinkvidisha / {hpw()}",
          f"BharatPe merchant app ka login PIN {digits(4)}, registered no. {mob()}")
    g = gstin()
    r.add("gst_portal",
          f"GST portal (gst.gov.in)\nusername: netlinkvid23\nपासवर्ड: {hpw()}\nGSTIN {g}",
          f"GSTR-3B ke liye CA saab ko diya — user nlvgst{digits(2)} pass {hpw()}",
          f"GST login reset hua, naya password {hpw()} (username same hai)")
    r.add("ewaybill_portal",
          f"e-way bill portal (ONU ka maal aata hai tab): user NLVEWB{digits(2)} / {hpw()}",
          f"ewaybillgst login — {g} ka sub user netlink_ops, pwd {gen()}")
    r.add("bank_netbanking",
          f"SBI CINB (corporate internet banking)\nCorporate ID: NLV{digits(5)}\nUser: owner{digits(2)}\nLogin pwd: {hpw()}\nProfile/txn pwd: {hpw()}",
          f"HDFC corporate NetBanking — customer id {digits(8)}, user id {digits(8)}/A, password {hpw()}",
          f"Bank of Baroda bob World Business: user id NLV{digits(6)}\nlogin पासवर्ड {hpw()}\ntransaction पासवर्ड {hpw()}")
    r.add("bank_card",
          f"Current a/c ka debit card: {groups(luhn('4', 16), 4)}\nexp {card_expiry()} CVV {digits(3)}\nATM PIN {digits(4)}",
          f"Company credit card (VPS aur domain ka bill isi se): {luhn('5', 16)} exp {card_expiry()} cvv {digits(3)}")
    r.add("cctv_nvr",
          f"Office NVR (Hikvision 8ch) — admin / {hpw()}, IP 192.168.1.64",
          f"POP room ka CP Plus DVR: यूज़र admin, पासवर्ड {hpw()}",
          f"NVR ka password reset kiya, naya: {hpw()}  (Hik-Connect app me bhi update kiya)")
    r.add("cctv_rtsp",
          f"VLC me POP camera: rtsp://admin:{hpw()}@{lan()}:554/Streaming/Channels/101",
          f"gate camera stream rtsp://viewer:{rnd(ALNUM, 12)}@cam-pop.netlink.internal:554/cam/realmonitor?channel=1&subtype=0")
    r.add("dlt_portal",
          f"Jio TrueConnect DLT (entity) login\nemail: sms@{TOWN}\nपासवर्ड: {hpw()}",
          f"Vi DLT portal — user NLV{digits(4)} / {hpw()}",
          f"Airtel DLT ka password {hpw()}, login id = PE wala email")
    r.add("sms_gateway_key",
          f"MSG91 authkey: {digits(6, True)}A{rnd(ALNUM, 17)}",
          f"bulk SMS API (payment reminder):\nhttps://api.bulksms.example/send?user=nlv&apikey={hexs(32)}&sender=NLVIDS&route=tr",
          f"Fast2SMS authorization: {rnd(ALNUM, 80)}")
    r.add("vps_ssh_key",
          "VPS (billing server) ka private key, ~/.ssh/id_ed25519:\n" + openssh_private(),
          f"root@vps1.{TOWN} ke liye purani key:\n" + pem("RSA PRIVATE KEY", 6),
          "laptop kharab hone se pehle copy kiya, ye key hai:\n" + openssh_private())
    r.add("vps_root_password",
          f"VPS panel (hoster.example) → root password: {gen()}\nSSH port 22022",
          f"ssh root@{pub_ip()}\nपासवर्ड {hpw()}",
          f"hosting control panel login: billing@{TOWN} / {hpw()}")
    r.add("wireguard_private",
          f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.2/24\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vps1.{TOWN}:51820\nAllowedIPs = 10.99.0.0/24",
          f"/interface wireguard add name=wg-vps listen-port=13231 private-key=\"{wg_key()}\"")
    r.add("snmp_community",
          f"LibreNMS: SNMP v2c RW community = {rnd(ALNUM, 14)} (read-only wala public hi hai)",
          f"SNMPv3 user nms, authPass {hpw()}, privPass {gen()}")
    r.add("office_wifi",
          f"Office WiFi NLV-Office — पासवर्ड: {hpw()}",
          f"POP room AP, SSID NLV-Staff, WPA2 key {rnd(ALNUM, 12)}",
          f"ghar ka wifi (Jio Fiber backup line): {hpw()}")
    r.add("onu_admin",
          f"Customer ONU (Syrotech) ka superadmin: admin / {hpw()} — customer ko sirf user account dena",
          f"saare customer ONT ka common telecomadmin password: {gen()}  (TR-069 se push kiya)")
    r.add("tr069_acs",
          f"GenieACS UI http://acs.netlink.internal:3000 — admin / {hpw()}",
          f"ONU pe TR-069: ACS URL http://acs.netlink.internal:7547\nusername acs\npassword {rnd(ALNUM, 16)}")
    r.add("upstream_portal",
          f"Upstream bandwidth (IP-1 provider) NOC portal: https://noc.upstream.example\nISP id NLV-{digits(4)}, login netlinkvid, pwd {hpw()}",
          f"IP transit wale ka customer portal — user {digits(6)} / {gen()}")
    r.add("email_account",
          f"billing@{TOWN} mail ka password: {hpw()}",
          f"Gmail (netlinkvidisha) app password for Thunderbird: {groups(rnd(LOWER, 16), 4)}")
    r.add("smtp_password",
          f"MAIL_HOST=smtp.zoho.in\nMAIL_PORT=587\nMAIL_USERNAME=invoice@{TOWN}\nMAIL_PASSWORD={gen()}",
          f"invoice email SMTP: smtp-relay.example:587 user noreply@{TOWN} pass {hpw()}")
    r.add("domain_registrar",
          f"Domain {TOWN} — registrar login: owner.nlv@gmail.example / {hpw()}",
          "DNS panel ke 2FA backup codes:\n" + recovery_codes(6, "alnum"))
    r.add("cloudflare_token",
          f"Cloudflare API token (DNS edit, ddns script ke liye): {rnd(URLSAFE, 40)}",
          f"CF_API_TOKEN={rnd(URLSAFE, 40)}\nCF_ZONE_ID={hexs(32)}")
    r.add("whatsapp_token",
          f"WhatsApp Cloud API permanent token (payment reminder):\nEAA{rnd(ALNUM, 180)}",
          f"WA_PHONE_NUMBER_ID={digits(15, True)}\nWA_TOKEN=EAAG{rnd(ALNUM, 170)}")
    r.add("telegram_bot",
          f"outage alert bot token: {digits(10, True)}:AA{rnd(URLSAFE, 33)}",
          f"TELEGRAM_BOT_TOKEN={digits(10, True)}:AA{rnd(URLSAFE, 33)}\nCHAT_ID=-100{digits(10)}")
    r.add("mysql_root",
          f"billing server pe MySQL root: {hpw()}",
          f"mysql -uroot -p'{gen()}' -e 'show databases'")
    r.add("routeros_backup_password",
          f"/system backup save name=ccr-{digits(4)} password={hpw()}\nrestore karte waqt yahi password lagega",
          f"CCR ke encrypted backup ka password {gen()}")
    r.add("tally_login",
          f"Tally Prime — company 'NetLink Vidisha 2024-25', user owner, pwd {hpw()}",
          f"Tally vault password (company data encrypted hai): {hpw()}")
    r.add("income_tax_portal",
          f"Income tax e-filing: user {pan('F')} / password {hpw()}",
          f"TRACES (TDS) login — user id NLV{digits(4)}, pass {hpw()}")
    r.add("epf_esic",
          f"EPFO employer portal: establishment MPBPL{digits(7)}, user id netlinkvid, password {hpw()}",
          f"ESIC employer login — code {digits(17, True)}, पासवर्ड {hpw()}")
    r.add("dot_portal",
          f"Saral Sanchar (DoT) login for ISP licence returns: user nlvisp / {hpw()}",
          f"DoT LF/AGR portal — login id netlink.vid{digits(2)}, password {gen()}")
    r.add("app_secret",
          f"customer app backend .env\nAPP_KEY=base64:{b64(secrets.token_bytes(32))}\nAPP_ENV=production",
          f"JWT_SECRET={hexs(64)}",
          f"SESSION_SECRET={rnd(ALNUM, 40)} (customer portal login isi se sign hota hai)")
    r.add("fcm_server_key",
          f"Firebase server key (customer app push):\nAAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
          f"FCM_SERVER_KEY=AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}")
    r.add("phonepe_pg",
          f"PhonePe PG (production):\nMERCHANT_ID=NETLINKONLINE\nSALT_KEY={uid()}\nSALT_INDEX=1",
          f"phonepe salt key {uid()} index 1 — UAT wala nahi, ye live hai")
    r.add("paytm_merchant_key",
          f"Paytm PG: MID NetLin{rnd(ALNUM, 14)}{digits(6)}\nMerchant Key {rnd(ALNUM + '#@&_', 16)}",
          f"PAYTM_MERCHANT_KEY={rnd(ALNUM + '#@&_', 16)}")
    r.add("totp_seed",
          f"Razorpay dashboard 2FA setup key (naye phone ke authenticator me dalna): {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/Billing:owner?secret={rnd(BASE32, 32)}&issuer=NetlinkBilling")
    r.add("tower_ap",
          f"Ubiquiti sector AP (tower 3): ssh ubnt@{lan()}\nपासवर्ड {hpw()}",
          f"LiteBeam link Vidisha–Sironj: admin / {hpw()}")
    r.add("ipsec_psk",
          f"branch office IPsec: /ip ipsec identity add peer=branch auth-method=pre-shared-key secret={gen()}",
          f"IPsec PSK (Basoda ↔ Vidisha) = {rnd(ALNUM, 24)}")
    r.add("github_token",
          f"billing customization repo ke liye token: ghp_{rnd(ALNUM, 36)}",
          f"git clone https://nlv-dev:ghp_{rnd(ALNUM, 36)}@github.com/netlinkvid/billing-custom.git")
    r.add("backup_encryption",
          f"restic repo password (billing backup → B2): {hpw()}",
          f"RESTIC_PASSWORD={gen()}\nB2_ACCOUNT_ID={hexs(12)}\nB2_ACCOUNT_KEY=K00{rnd(ALNUM + '/+', 28)}")
    r.add("dsc_token_pin",
          f"DSC (eMudhra ePass token) ka PIN: {hpw()} — GST return sign karne ke liye",
          f"Class 3 DSC token password {rnd(ALNUM, 10)}, expiry {pick('03/2026', '11/2026', '07/2027')}")
    # third notes for the kinds above
    r.add("razorpay_basic_auth", f"billing plugin config: razorpay_auth = \"{rzp('rzp_live_')}:{rnd(ALNUM, 24)}\"")
    r.add("bank_card", f"Papa ka card (emergency): {groups(luhn('6', 16), 4)} valid thru {card_expiry()} CVV {digits(3)} PIN {digits(4)}")
    r.add("cctv_rtsp", f"NVR ka ONVIF/rtsp user: onvif / {hpw()} — rtsp://{lan()}:554/ch01/0")
    r.add("wireguard_private", f"home ↔ POP tunnel, mera laptop wala private key: {wg_key()}")
    r.add("snmp_community", f"/snmp community set [find default=yes] name={rnd(ALNUM, 12)} write-access=yes")
    r.add("onu_admin", f"Huawei HG8145 ke liye: telecomadmin / {gen()} (technicians ko WhatsApp pe mat bhejna)")
    r.add("tr069_acs", f"ACS connection request auth: user cpe, pass {hpw()}")
    r.add("upstream_portal", f"Railtel ILL NOC self-care: {digits(8)} / {hpw()}")
    r.add("email_account", f"accounts@{TOWN} (Zoho) — पासवर्ड {hpw()}, recovery mobile wahi office wala")
    r.add("smtp_password", f"SMTP_URL=smtp://invoice%40{TOWN.replace('.', '%2E')}:{rnd(ALNUM, 18)}@smtp.zoho.in:587")
    r.add("cloudflare_token", f"ddns.sh me: -H \"Authorization: Bearer {rnd(URLSAFE, 40)}\"")
    r.add("telegram_bot", f"@nlv_outage_bot ka token badla: {digits(10, True)}:AA{rnd(URLSAFE, 33)}")
    r.add("mysql_root", f"[client]\nuser=root\npassword={hpw()}\n(ye /root/.my.cnf hai billing server pe)")
    r.add("income_tax_portal", f"GST + income tax ka common email otp wala phone {mob()}; IT portal password {hpw()}")
    r.add("epf_esic", f"Shram Suvidha portal: LIN {digits(10, True)}, पासवर्ड {hpw()}")
    r.add("phonepe_pg", f"PHONEPE_CLIENT_ID=NETLINKONLINE_{digits(4)}\nPHONEPE_CLIENT_SECRET={rnd(ALNUM, 32)}")
    r.add("github_token", f"GH_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")
    r.add("backup_encryption", f"7z backup (Tally + billing) ka password: {hpw()}")
    r.add("dsc_token_pin", f"ePass2003 token user PIN {digits(6)}, SO PIN {digits(8)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    g = gstin()
    r.add("gstin",
          f"Invoice header: NetLink Broadband, GSTIN {g}, Vidisha (M.P.) {pin()}",
          f"Syrotech distributor ka GSTIN {gstin('23')} aur Delhi supplier ka {gstin('07')} — dono purchase register me daale",
          f"GSTR-2B me {gstin('27')} ka ITC nahi dikh raha, supplier ko call karna")
    r.add("pan_company",
          f"Company PAN {pan('C')} (invoice footer me chhapta hai)",
          f"partnership firm PAN {pan('F')}, TAN alag hai",
          f"vendor master: PAN {pan('C')}, GST {gstin('23')}, credit 30 din")
    r.add("upi_id",
          f"Customers ko bolo payment karein: netlinkvidisha@okaxis ya {digits(10, True)}@ybl",
          f"naya UPI id: nlvbroadband.{digits(2)}@oksbi — QR standee pe bhi yahi print",
          f"Collection boy Mohan ka UPI mohan{digits(3)}@paytm, cash kam ho to isme le lena")
    r.add("ifsc",
          f"SBI Vidisha main branch IFSC {ifsc('SBIN')}, MICR {digits(9, True)}",
          f"NEFT ke liye IFSC {ifsc('HDFC')} (Bhopal MP Nagar)",
          f"supplier ka IFSC {ifsc()} galat likha tha, sahi wala {ifsc()}")
    r.add("customer_id",
          f"{cust()} aur {cust()} ka connection Station Road shift karna hai",
          f"complaint list: {cust()} (LOS), {cust()} (slow), {cust()} (bill issue)",
          f"customer id {cust()} ka plan 50M se 100M kiya, next bill se apply")
    r.add("onu_serial",
          f"naye ONU ka SN {onu_sn()} OLT pe authorize kiya, PON 3 ONU {secrets.randbelow(60) + 1}",
          f"Replace: purana {onu_sn()} hataya, naya {onu_sn()} lagaya (Sharma ji)",
          f"ZTE ONT serial {onu_sn()}, LOID {cust()}, PON port gpon-olt_1/1/{secrets.randbelow(8) + 1}")
    r.add("mac_address",
          f"customer router MAC {mac(':', True)} — MAC binding hatana hai",
          f"ONU MAC {mac('-', True)}, WAN MAC {mac(':')}",
          f"ip dhcp-server lease: {lan()} {mac(':', True)} android-{hexs(16)}")
    r.add("vlan",
          f"VLAN plan: 100 mgmt, 110 PPPoE Vidisha, 120 PPPoE Basoda, {secrets.randbelow(100) + 200} IPTV, 999 OLT mgmt",
          f"/interface vlan add interface=sfp-sfpplus1 name=vlan{secrets.randbelow(400) + 100} vlan-id={secrets.randbelow(400) + 100}",
          f"OLT uplink trunk allowed vlan 100,110,{secrets.randbelow(50) + 120}-{secrets.randbelow(50) + 180}")
    r.add("invoice_number",
          f"Invoice NLV/24-25/{digits(5)} cancel karke NLV/24-25/{digits(5)} banaya",
          f"pending invoices: INV-{digits(6)} {rupees()}, INV-{digits(6)} {rupees()}",
          f"Syrotech ka bill no. SYR/{digits(4)}/{digits(3)} dated 14-08-2024, {rupees()} + GST")
    r.add("ip_range",
          f"CGNAT pool 100.64.{secrets.randbelow(64)}.0/22, public pool {pub_ip().rsplit('.', 1)[0]}.0/27",
          "/ip pool add name=pppoe-vidisha ranges=10.{o}.0.2-10.{o}.3.254".format(o=secrets.randbelow(50) + 100),
          f"upstream ne /29 diya: {pub_ip().rsplit('.', 1)[0]}.{pick('8', '16', '24', '40')}/29, gateway .1")
    r.add("dlt_template_id",
          f"DLT template id {digits(19, True)} (payment reminder), {digits(19, True)} (OTP)",
          f"template approve ho gaya: ID {digits(19, True)}\n\"Dear {{#var#}}, your NetLink bill of Rs {{#var#}} is due on {{#var#}}. Pay: {{#var#}} -NLVIDS\"",
          f"content template {digits(19, True)} reject hua, variable galat tha")
    r.add("dlt_sender_id",
          f"SMS header (sender id) NLVIDS approve, backup header {rnd(UPPER, 6)}",
          f"Jio DLT: header NETLNK, category Transactional, header id {digits(19, True)}")
    r.add("dlt_entity_id",
          f"DLT Principal Entity ID {digits(19, True)} — SMS provider ko diya",
          f"PE_ID={digits(19, True)}\nTEMPLATE_ID={digits(19, True)}\nSENDER=NLVIDS")
    r.add("razorpay_key_id",
          f"checkout.js me key: \"{rzp('rzp_live_')}\" (ye public hai, secret server pe)",
          f"test mode key id {rzp('rzp_test_')}, live {rzp('rzp_live_')}",
          f"Razorpay account id acc_{rnd(ALNUM, 14)}, key id {rzp('rzp_live_')}")
    r.add("razorpay_order_id",
          f"{rzp('order_')} paid dikha raha hai par billing me pending — webhook dekhna",
          f"customer ne screenshot bheja: order {rzp('order_')}, {rupees()}",
          f"refund {rzp('rfnd_')} for {rzp('pay_')} processed")
    r.add("razorpay_payment_id",
          f"settlement {rzp('setl_')} me {rzp('pay_')} aur {rzp('pay_')} aaye",
          f"payment id {rzp('pay_')} failed, reason: bank timeout, UTR nahi mila")
    r.add("pin_code",
          f"service area pin codes: 464001, {pin()}, {pin()}, {pin()}",
          f"courier address: NetLink, Sherpura, Vidisha {pin()}")
    r.add("phone_number",
          f"customer care +91 {mob()[:5]} {digits(5)}, night complaint {mob()}",
          f"technician list: Rakesh {mob()}, Imran {mob()}, Deepak {mob()}",
          f"Sharma ji ka alternate number {mob()} (pehla wala band)")
    r.add("amounts",
          f"aaj collection: cash {rupees()}, UPI {rupees()}, Razorpay {rupees()}",
          f"OLT {rupees()} + 18% GST, 2 SFP {rupees()}, fibre drum 2km {rupees()}",
          f"plan rates: 40M ₹{pick('399', '449')}, 100M ₹{pick('699', '749')}, 200M ₹{pick('999', '1,099')} + GST")
    r.add("utr_number",
          f"customer ka UPI ref no. {digits(12, True)} — statement me match ho gaya",
          f"NEFT UTR SBIN{digits(12)} ({rupees()} from supplier refund)",
          f"IMPS ref {digits(12, True)}, RRN {digits(12, True)}, amount {rupees()}")
    r.add("bank_details_for_payment",
          f"Invoice pe bank details:\nA/c name: NetLink Broadband\nA/c no: {digits(11, True)}\nIFSC: {ifsc('SBIN')}\nBranch: Vidisha",
          f"supplier ka account {digits(14, True)}, IFSC {ifsc('HDFC')} — beneficiary add kiya",
          f"Bulk customers ko NEFT details bhejo: {digits(12, True)} / {ifsc()} / NetLink Broadband")
    r.add("pppoe_username_only",
          f"{cust()} ka PPPoE user nlv{digits(5)} — password reset karke customer ko SMS se bhej diya",
          f"/ppp active print where name=sharma_{digits(4)} → uptime 3d, address {lan()}",
          f"radius me user guptamed@nlv disable kiya (bill due {rupees()})")
    r.add("secret_reference",
          "OLT aur CCR ke passwords wali diary almari me hai, photo mat lena",
          "Razorpay secret sirf billing server ke .env me hai, kahin aur copy nahi",
          "GST password CA ke paas bhi hai, next month badalna hai (reminder)")
    r.add("mikrotik_config",
          f"/queue simple add name={cust()} target={lan()}/32 max-limit={pick('50M/50M', '100M/100M', '40M/40M')}",
          f"/ip firewall nat add chain=srcnat src-address=100.64.0.0/10 action=src-nat to-addresses={pub_ip()}",
          f"/ppp profile add name=100M local-address=10.{secrets.randbelow(50) + 100}.0.1 remote-address=pppoe-pool rate-limit=100M/100M dns-server=1.1.1.1")
    r.add("olt_onu_list",
          "show onu info (PON 2):\n" + "\n".join(f"2/{i}  {onu_sn()}  online  {pick('-19.4', '-21.7', '-23.1', '-24.8')} dBm" for i in range(1, 5)),
          f"OLT alarm: ONU 1/{secrets.randbelow(8) + 1}:{secrets.randbelow(64) + 1} LOS at {secrets.randbelow(24):02d}:{secrets.randbelow(60):02d}, SN {onu_sn()}",
          f"unauthorized ONU list: {onu_sn()}, {onu_sn()} — dono Durga Nagar ke")
    r.add("optical_power",
          f"Rx power -{secrets.randbelow(10) + 18}.{secrets.randbelow(10)} dBm, Tx 2.{secrets.randbelow(10)} dBm, splitter 1:8 ke baad",
          f"OTDR: {secrets.randbelow(3) + 1}.{digits(3)} km pe break, loss {secrets.randbelow(9) + 1}.{secrets.randbelow(10)} dB")
    r.add("fibre_plan",
          f"Route B: POP → JB-{digits(3)} (1:4) → JB-{digits(3)} (1:8), 24F cable, core 7 blue/orange",
          f"pole no. VD-{digits(4)} se VD-{digits(4)} tak 12 core chahiye, 350 m")
    r.add("complaint_ticket",
          f"ticket #{digits(6, True)} closed — fibre cut Sanchi road, 14 customers",
          f"TKT-{digits(5)} escalated: {cust()} ka speed 8 Mbps aa raha hai",
          f"complaint id CMP{digits(7)} pending since 2 days")
    r.add("internet_plans",
          f"naya plan code NLV-{pick('F', 'P')}{secrets.randbelow(900) + 100}-{pick('30', '90', '180')}D: 100 Mbps, {rupees()} for 3 mahine",
          "Unlimited 50M ₹499/mo, 6 mahine ka ₹2,694 (1 mahina free), installation ₹1,000 refundable",
          f"OTT combo plan id PL{digits(4)}: 200M + 14 OTT, ₹1,199")
    r.add("asn_bgp",
          f"AS number AS{secrets.randbelow(60000) + 130000} allot hua (APNIC), prefix 2001:db8:{hexs(4)}::/48",
          f"BGP peer upstream AS{secrets.randbelow(60000) + 130000}, our prefix {pub_ip().rsplit('.', 1)[0]}.0/24",
          f"/routing bgp connection add remote.as={secrets.randbelow(60000) + 130000} local.role=ebgp remote.address={pub_ip()}")
    r.add("license_numbers",
          f"ISP Category C licence no. {digits(6)}-{digits(4)}/ISP/C/{digits(4)}, valid 20 saal",
          f"UL (VNO) authorisation ref {rnd(UPPER, 3)}/{digits(5)}/2024-{digits(3)}")
    r.add("cin",
          f"CIN U{digits(5)}MP2021PTC0{digits(5)} (letterhead ke neeche)",
          f"company master data: CIN U61100MP{digits(4)}PTC{digits(6)}, ROC Gwalior")
    r.add("udyam",
          f"Udyam registration UDYAM-MP-{digits(2)}-{digits(7)} (MSME certificate)",
          f"tender form me UDYAM-MP-{digits(2)}-{digits(7)} aur GST {g} dena hai")
    r.add("ssh_public_key",
          f"VPS authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} owner@laptop",
          f"technician ki public key add karni hai: ssh-rsa {ssh_pub('ssh-rsa', 270)} rakesh@tech",
          f"host key fingerprint vps1: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}")
    r.add("firmware_hash",
          f"RouterOS 7.15.3 npk ka sha256 {hexs(64)} — site se match kiya",
          f"ONU firmware V{secrets.randbelow(9) + 1}.{secrets.randbelow(9)}.{digits(2)} md5 {hexs(32)}",
          f"OLT upgrade file olt_{hexs(8)}.bin, crc {hexs(8).upper()}")
    r.add("routeros_license",
          f"CCR software id {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}, level 6, board serial {rnd(UPPER + DIGITS, 12)}",
          f"CHR licence P1 — system id {b64(secrets.token_bytes(9))}")
    r.add("eway_bill_number",
          f"e-way bill no. {digits(12, True)} (OLT + 200 ONU, Delhi se)",
          f"EWB {digits(12, True)} valid till 18/09, vehicle MP{pick('04', '40', '09')}{rnd(UPPER, 2)}{digits(4)}")
    r.add("vehicle_number",
          f"company bike MP40 {rnd(UPPER, 2)} {digits(4)} ka insurance due",
          f"fibre drum wala tempo MP04 {rnd(UPPER, 2)} {digits(4)}, driver {mob()}")
    r.add("masked_numbers",
          f"KYC: Aadhaar XXXX XXXX {digits(4)}, PAN {pan('P')[:5]}XXXX{rnd(UPPER, 1)}",
          f"card ending {digits(4)} se VPS ka {rupees()} kata",
          f"bank SMS: A/c XX{digits(4)} credited {rupees()} by UPI ref {digits(12, True)}")
    r.add("cheque_dd",
          f"cheque no. {digits(6)} ({rupees()}) Syrotech ko diya, bank {pick('SBI', 'BoB', 'PNB')}",
          f"DD no. {digits(6)} dated 02/09 for DoT licence fee {rupees()}")
    r.add("equipment_serial",
          f"SFP module serial {rnd(UPPER + DIGITS, 12)}, part SFP-GE-{pick('LX', 'SX', 'BX20')}",
          f"NVR serial DS-7608NI-{rnd(UPPER + DIGITS, 4)}{digits(8)}, warranty 2027 tak",
          f"UPS serial {rnd(UPPER, 2)}{digits(10)}, battery 12V 42Ah x {secrets.randbelow(4) + 8}")
    r.add("upi_qr_string",
          f"QR content: upi://pay?pa=netlinkvidisha@okaxis&pn=NetLink%20Broadband&am={secrets.randbelow(900) + 399}.00&cu=INR&tn={cust()}",
          f"dynamic QR: upi://pay?pa={digits(10, True)}@ybl&pn=NLV&tr={rzp('qr_')}&cu=INR",
          f"static QR id {rzp('qr_')} standee no. {digits(3)}")
    r.add("razorpay_links",
          f"payment link bheja: https://rzp.io/i/{rnd(ALNUM, 8)} ({rupees()})",
          f"subscription {rzp('sub_')} plan {rzp('plan_')} — autopay UPI mandate")
    r.add("radius_attributes",
          f"radcheck: {cust()} Simultaneous-Use := 1\nradreply: Mikrotik-Rate-Limit := \"{pick('50M/50M', '100M/100M')}\"",
          f"Framed-IP-Address {lan()}, Framed-Pool pppoe-vidisha, Session-Timeout 86400",
          f"radius log: Login OK: [nlv{digits(5)}] (from client bng1 port {digits(8)} cli {mac(':', True)})")
    r.add("masked_config",
          f"/radius print\n 0 service=ppp address={lan()} secret=\"*****\" timeout=3s",
          "billing settings page: Razorpay Key Secret ●●●●●●●●●●●● (hidden)",
          "export hide-sensitive: /ppp secret add name=demo password=\"\" profile=50M")
    r.add("env_template",
          "billing .env.example:\nRAZORPAY_KEY_ID=\nRAZORPAY_KEY_SECRET=\nDB_PASSWORD=\nMAIL_PASSWORD=",
          "WA_TOKEN=<yahan token daalna>\nTELEGRAM_BOT_TOKEN=<bot token>",
          "docker-compose.yml me MYSQL_ROOT_PASSWORD: ${MYSQL_ROOT_PASSWORD} (value .env se aata hai)")
    r.add("promo_codes",
          f"Diwali offer code DIWALI{secrets.randbelow(400) + 100} — 1 mahina free on 6 month plan",
          f"referral codes: NLV{rnd(UPPER + DIGITS, 5)}, NLV{rnd(UPPER + DIGITS, 5)} (₹200 off)")
    r.add("courier_awb",
          f"OLT ka parcel AWB {digits(12, True)} (Delhivery), ETA Friday",
          f"ONU box DTDC docket {rnd(UPPER, 1)}{digits(8)}, 3 packets")
    r.add("gps_coordinates",
          f"tower 3 location 23.{digits(4)}, 77.{digits(4)} — Sironj road, khet ke paas",
          f"JB-{digits(3)} pole at 23.{digits(5)}N 77.{digits(5)}E")
    r.add("tan_number",
          f"TAN {rnd(UPPER, 4)}{digits(5)}{rnd(UPPER, 1)} — TDS return Q2 file karna",
          f"Form 16A: deductor TAN {rnd(UPPER, 4)}{digits(5)}{rnd(UPPER, 1)}, certificate no. {rnd(UPPER, 7)}")
    r.add("speedtest",
          f"speedtest result https://www.speedtest.net/result/{digits(11, True)} — 94/92 Mbps",
          f"Ookla server id {digits(5, True)} (NetLink Vidisha), ping 3 ms")
    r.add("ssid_names",
          f"customer ne WiFi naam NLV_5G_{digits(4)} rakha, channel 36 pe set kiya",
          f"default SSID pattern: NLV-{hexs(4).upper()} / NLV-{hexs(4).upper()}-5G")
    # third notes for the kinds above
    r.add("dlt_sender_id", f"headers list: NLVIDS, NETLNK, {rnd(UPPER, 6)} (promotional ke liye {digits(6, True)} numeric)")
    r.add("dlt_entity_id", f"Telemarketer id {digits(19, True)} (SMS vendor ka), hamara entity {digits(19, True)}")
    r.add("razorpay_payment_id", f"dispute {rzp('disp_')} on {rzp('pay_')}, amount {rupees()}, reason: duplicate")
    r.add("pin_code", f"Basoda branch {pin()}, Sironj {pin()}, Lateri {pin()}")
    r.add("optical_power", f"PON 4 average Rx -{secrets.randbelow(6) + 20}.{secrets.randbelow(10)} dBm, {secrets.randbelow(20) + 40} ONU online / {secrets.randbelow(5) + 64}")
    r.add("fibre_plan", f"FTTH drop: splitter SP-{digits(3)} port {secrets.randbelow(8) + 1} → {cust()}, 2F drop 180 m")
    r.add("license_numbers", f"IP-1 registration no. {digits(4)}/{rnd(UPPER, 3)}/{digits(4)}, DoT letter {digits(6)}/2023")
    r.add("cin", f"supplier CIN U{digits(5)}DL20{digits(2)}PTC{digits(6)}")
    r.add("udyam", f"Udyam certificate ka URN UDYAM-MP-{digits(2)}-{digits(7)}, category Micro")
    r.add("routeros_license", f"hAP ax2 serial {rnd(UPPER + DIGITS, 12)}, factory firmware 7.{secrets.randbelow(16)}")
    r.add("eway_bill_number", f"e-way bill {digits(12, True)} cancel, naya {digits(12, True)}")
    r.add("vehicle_number", f"bucket truck hire MP09 {rnd(UPPER, 2)} {digits(4)}, {rupees()} per din")
    r.add("cheque_dd", f"customer ka cheque {digits(6)} bounce, charge {rupees()}")
    r.add("razorpay_links", f"invoice link https://rzp.io/l/{rnd(ALNUM, 10)} aur customer {rzp('cust_')}")
    r.add("promo_codes", f"coupon FIBRE{digits(3)} expired 31/10, new one NEWYEAR{digits(2)}")
    r.add("courier_awb", f"Bluedart waybill {digits(11, True)} — SFP modules return")
    r.add("gps_coordinates", f"POP building plus code {rnd('23456789CFGHJMPQRVWX', 4)}+{rnd('23456789CFGHJMPQRVWX', 3)} Vidisha")
    r.add("tan_number", f"TDS challan CIN (BSR {digits(7)}) serial {digits(5)}, date 07/10")
    r.add("speedtest", f"fast.com 180 Mbps, speedtest id {digits(11, True)}, jitter 1 ms")
    r.add("ssid_names", f"SSID NLV_{cust()[3:]}_2G hidden karna hai, BSSID {mac(':', True)}")
    return r


def main() -> None:
    write_corpora("make_heldout66.py", [
        ("heldout66_credentials.yaml", credentials(), "batch 66 (small cable/fibre ISP owner in Madhya Pradesh, Hinglish notes), written blind; every value synthetic"),
        ("heldout66_lookalikes.yaml", lookalikes(), "batch 66 look-alikes: ISP business ids, GSTINs, UPI ids, IFSC, ONU serials, DLT ids, public Razorpay ids, written blind"),
    ])


if __name__ == "__main__":
    main()
