# ruff: noqa: E501
"""Writes heldout240_credentials.yaml and heldout240_lookalikes.yaml: held-out batch 240.

Persona: a small-business accountant (serbest muhasebeci mali müşavir) in Izmir who writes
her notes in Turkish. She keeps her clients' e-Devlet passwords, the GİB İnteraktif Vergi
Dairesi and e-Beyanname logins, the e-Arşiv / e-Fatura portal logins, internet banking
passwords and customer numbers with their passwords, the Logo ERP admin password and its
SQL connection, the SGK e-Bildirge işyeri şifresi, her mobile signature (mobil imza) PIN,
the office alarm code, the Wi-Fi and e-mail passwords. Her look-alikes are VKN and TCKN
numbers given as examples, invoice numbers, IBANs, SGK registry numbers, MERSİS numbers,
cargo tracking codes, tax office codes, e-Fatura ETTN UUIDs, KEP addresses, appointment
numbers and talk about passwords that holds no password.

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
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openai_project_key,
    phrase,
    pick,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

IZMIR = ["Kordon", "Alsancak", "Bornova", "Karsiyaka", "Gevrek", "Boyoz", "Kemeralti", "Goztepe",
         "Inciralti", "Bostanli", "Urla", "Foca", "Cesme", "Kulturpark", "Bayrakli", "Narlidere"]
TR_WORDS = ["deniz", "martı", "kordon", "zeytin", "incir", "vapur", "gevrek", "lodos", "imbat",
            "defter", "mizan", "fatura", "kalem", "limon", "boyoz", "çınar", "saat", "kule",
            "bahar", "rüzgar", "ayva", "kiraz", "körfez", "liman", "fener", "ada", "tuz"]
CLIENTS = ["Ahmet Bey", "Ayşe Hanım", "Mehmet Yılmaz", "Fatma Demir", "Hüseyin Kaya", "Emine Çelik",
           "Mustafa Şahin", "Zeynep Aydın", "Ali Öztürk", "Hatice Arslan", "Osman Koç", "Elif Yıldız"]
COMPANIES = ["Ege Tekstil Ltd.", "Yılmaz Oto Yedek Parça", "Körfez Gıda A.Ş.", "Bornova Kırtasiye",
             "Deniz Lojistik", "Alsancak Kafe", "Kaya İnşaat", "Gediz Tarım Ltd.", "Urla Bağcılık",
             "Çiğli Metal San."]
SLUGS = ["egetekstil", "yilmazoto", "korfezgida", "bornovakirtasiye", "denizlojistik",
         "alsancakkafe", "kayainsaat", "gediztarim"]
BANKS = {"Ziraat": "00010", "Halkbank": "00012", "VakıfBank": "00015", "Akbank": "00046",
         "Garanti BBVA": "00062", "İş Bankası": "00064", "Yapı Kredi": "00067", "QNB": "00111",
         "Denizbank": "00134"}
TAX_OFFICES = ["Karşıyaka", "Bornova", "Konak", "Kemeraltı", "Hasan Tahsin", "Kadifekale",
               "Yamanlar", "Şirinyer", "Ege", "Belkahve"]
MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül",
          "Ekim", "Kasım", "Aralık"]
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def client() -> str:
    return secrets.choice(CLIENTS)


def company() -> str:
    return secrets.choice(COMPANIES)


def slug() -> str:
    return secrets.choice(SLUGS)


def bank() -> str:
    return secrets.choice(list(BANKS))


def tr_pw() -> str:
    """A password as her clients choose them, or a generated one."""
    return pick(
        f"{secrets.choice(IZMIR)}{digits(4)}{secrets.choice('!.*#?')}",
        f"{secrets.choice(IZMIR).lower()}.{secrets.choice(IZMIR)}{digits(2)}",
        rnd(ALNUM + "!*.-#", 12),
        f"{secrets.choice(IZMIR)}_{rnd(ALNUM, 6)}",
        rnd(ALNUM, 10),
    )


def tckn() -> str:
    """A T.C. kimlik numarası with valid check digits."""
    d = [secrets.randbelow(9) + 1] + [secrets.randbelow(10) for _ in range(8)]
    d.append(((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def vkn() -> str:
    """A vergi kimlik numarası with a valid check digit."""
    body = [secrets.randbelow(10) for _ in range(9)]
    total = 0
    for i, d in enumerate(body):
        tmp = (d + 9 - i) % 10
        if tmp:
            tmp = (tmp * 2 ** (9 - i)) % 9 or 9
        total += tmp
    return "".join(map(str, body)) + str((10 - total % 10) % 10)


def tr_iban(spaced: bool = True, bank_name: str | None = None) -> str:
    code = BANKS[bank_name] if bank_name else secrets.choice(list(BANKS.values()))
    return iban("TR", code + "0" + digits(16), spaced)


def sicil(spaced: bool = True) -> str:
    """An SGK işyeri sicil numarası: 26 digits, Izmir's il kodu 035."""
    parts = [str(pick(1, 2, 4)), digits(4, lead=True), digits(2), digits(2), digits(7), "035",
             digits(2), digits(2), "000"]
    return " ".join(parts) if spaced else "".join(parts)


def mersis() -> str:
    return f"0{vkn()}000{digits(2)}"


def invoice_no(prefix: str | None = None) -> str:
    return f"{prefix or pick('EFA', 'EAR', 'GIB', rnd(UPPER, 3))}{pick(2024, 2025)}{digits(9)}"


def tax_office_code() -> str:
    return f"035{digits(3)}"


def amount() -> str:
    return f"{secrets.randbelow(90000) + 1000:,}".replace(",", ".") + f",{digits(2)}"


def day() -> str:
    return f"{secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.2025"


def vin() -> str:
    return pick("WVW", "VF1", "NM0", "WF0", "ZFA") + rnd(VIN_CHARS, 14)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "client_edevlet_password",
        f"{client()} e-Devlet şifresi: {tr_pw()} (TC {tckn()})",
        f"edevlet - {client()}\nTCKN {tckn()}\nşifre {tr_pw()}",
        f"Fatma Hanım'ın e-devlet sifresini degistirdik, yenisi {tr_pw()}. Eskisi artık geçmiyor.",
        f"e-Devlet girişleri:\n| Müşteri | TCKN | Şifre |\n| {client()} | {tckn()} | {tr_pw()} |\n| {client()} | {tckn()} | {tr_pw()} |",
        f"{client()} emekli maaşı için e-devlet'e gireceğim: kullanıcı {tckn()} / {tr_pw()}",
        f"Hatırlat: Mustafa Bey edevlet sifre = {tr_pw()} (babasının veraset işi için)",
    )
    r.add(
        "gib_interaktif_vergi_dairesi_password",
        f"İVD (İnteraktif Vergi Dairesi) giriş - {company()}: kullanıcı kodu {vkn()} şifre {tr_pw()}",
        f"GİB interaktif vergi dairesi\nTCKN: {tckn()}\nParola: {tr_pw()}",
        f"Dijital vergi dairesi şifrem değişti -> {tr_pw()}",
        f"{client()} İVD: {tckn()} / {tr_pw()} — KDV iadesi için lazım",
        f"gib sifre {company()} {tr_pw()}",
    )
    r.add(
        "gib_ebeyanname_credentials",
        f"e-Beyanname girişi\nKullanıcı kodu: {digits(9, lead=True)}\nParola: {rnd(ALNUM, 8)}\nŞifre: {rnd(ALNUM, 8)}",
        f"ebeyanname kullanıcı {digits(9, lead=True)} parola {rnd(ALNUM, 8)} şifre {rnd(ALNUM, 6)} (ikisi farklı, karıştırma)",
        f"Beyanname gönderme şifreleri yenilendi: parola {rnd(LOWER + DIGITS, 8)}, şifre {rnd(LOWER + DIGITS, 8)}",
        f"e-beyan: {digits(9, lead=True)} / {rnd(ALNUM, 7)} / {rnd(ALNUM, 7)}",
        f"Mali müşavir e-beyanname: kullanıcı kodu {digits(9, lead=True)}, parola {rnd(ALNUM, 8)}, şifre {rnd(ALNUM, 8)} — beyanname dönemi öncesi kontrol et",
    )
    r.add(
        "earsiv_portal_login",
        f"e-Arşiv portal ({company()}) kullanıcı kodu {digits(8, lead=True)} şifre {rnd(ALNUM, 6)}",
        f"earsivportal kullanıcı: {digits(8, lead=True)}\nşifre: {rnd(ALNUM, 6)}",
        f"e-fatura portalı girişi {company()}: {digits(8, lead=True)} / {tr_pw()}",
        f"GİB e-fatura portal sifresi sıfırlandı, yeni: {rnd(ALNUM, 8)} (kullanıcı {digits(8, lead=True)})",
        f"Portal login {company()}\n  user: {digits(8, lead=True)}\n  pass: {rnd(ALNUM, 6)}\nfaturaları ayın 7sine kadar kes",
    )
    r.add(
        "internet_banking_password",
        f"{bank()} internet şubesi şifresi {digits(6)}",
        f"Garanti BBVA internet: parola {digits(6)} (kurumsal, {company()})",
        f"İş Bankası İşCep şifre {digits(6)} - şirket hesabı",
        f"Ziraat internet bankacılığı\nTCKN {tckn()}\nŞifre: {digits(6)}",
        f"akbank kurumsal şifre: {digits(6)}, firma kodu {digits(7)}, kullanıcı kodu {rnd(UPPER, 3)}{digits(3)}",
        f"Yapı Kredi — {company()} — şifre {digits(6)}",
    )
    r.add(
        "bank_customer_number_and_password",
        f"{bank()} müşteri no {digits(8, lead=True)} şifre {digits(6)}",
        f"Müşteri numarası: {digits(9, lead=True)}\nİnternet şifresi: {digits(6)}\n({company()}, VakıfBank)",
        f"{client()} halkbank musteri no {digits(8, lead=True)} / {digits(6)}",
        f"QNB: müş.no {digits(8, lead=True)} - sifre {digits(6)} - telefon şifresi {digits(4)}",
        f"Denizbank kurumsal: müşteri no {digits(8, lead=True)}, kullanıcı {rnd(UPPER, 4)}, şifre {tr_pw()}",
    )
    r.add(
        "logo_erp_admin_password",
        f"Logo Tiger admin (LOGO kullanıcısı) şifresi: {tr_pw()}",
        f"Logo Go3 sistem işletmeni girişi\nkullanıcı: LOGO\nşifre: {tr_pw()}",
        f"Logo ERP yönetici şifresini {client()} değiştirdi: {tr_pw()}",
        f"logo admin pw {tr_pw()} - sunucu LOGOSRV.acme.internal",
        f"Logo Tiger 3 - firma {digits(3)} - admin / {tr_pw()}",
    )
    r.add(
        "logo_sql_connection_string",
        f"Server=logo-sql.acme.internal\\LOGO;Database=TIGERDB;User Id=sa;Password={tr_pw()};",
        f"Logo veritabanı bağlantısı: sa / {tr_pw()} @ 192.168.1.20\\SQLEXPRESS",
        f"mssql://logo_rapor:{rnd(ALNUM, 14)}@sql01.muhasebe.internal:1433/GO3DB",
        f"[Logo]\nSQLServer=sql.acme.internal\nSQLUser=sa\nSQLPassword={tr_pw()}",
        f"sqlcmd -S logo-sql.acme.internal -U sa -P '{rnd(ALNUM, 14)}' -d TIGER3",
    )
    r.add(
        "sgk_ebildirge_isyeri_sifresi",
        f"SGK e-Bildirge {company()}\nKullanıcı adı: {tckn()}\nEk kullanıcı kodu: {digits(2)}\nSistem şifresi: {rnd(ALNUM, 8)}\nİşyeri şifresi: {rnd(ALNUM, 8)}",
        f"SGK işyeri şifresi ({company()}): {rnd(ALNUM, 8)}",
        f"e-bildirge sistem sifre {rnd(ALNUM, 8)} isyeri sifre {rnd(ALNUM, 8)}",
        f"{company()} SGK: kullanıcı {tckn()}, işyeri kodu {digits(3)}, sistem şifresi {rnd(ALNUM, 8)}, işyeri şifresi {rnd(ALNUM, 8)}",
        f"SGK sistem şifresini yeniledim: {rnd(ALNUM, 8)} (işyeri şifresi aynı: {rnd(ALNUM, 8)})",
    )
    r.add(
        "mobile_signature_pin",
        f"Mobil imza PIN: {digits(6)}",
        f"Turkcell mobil imza şifrem {digits(6)}",
        f"mobil imza pin {digits(6)} — beyannameleri bununla imzalıyorum",
        f"{client()} mobil imza PIN'i {digits(6)}, PUK {digits(8)}",
        f"Vodafone mobil imza\nPIN: {digits(6)}\nPUK: {digits(8)}",
    )
    r.add(
        "e_signature_card_pin",
        f"e-imza kartı PIN {digits(6)}",
        f"akıllı kart (e-imza) pin: {digits(6)} puk: {digits(8)}",
        f"E-İmza PIN kodu -> {digits(6)}. Kart okuyucu ofiste sol çekmecede.",
        f"{client()} e-imza şifresi {digits(6)}",
        f"e-imza PIN'im değişti, yeni PIN {digits(6)}",
    )
    r.add(
        "office_alarm_code",
        f"Ofis alarm kodu: {digits(4)}",
        f"alarm sifresi {digits(4)}#, kurmak için aynı kod + ARM",
        f"Büro alarm: giriş kodu {digits(6)}, panik kodu {digits(4)}",
        f"Kapı değişince yeni alarm kodu {digits(4)} oldu (eskisi çalışmıyor)",
        f"Alarm kodu {digits(4)} — temizlikçi Gülsüm Hanım'a da verdim",
    )
    r.add(
        "wifi_password",
        f"Ofis Wi-Fi: AcmeMusavirlik_5G / {rnd(ALNUM, 12)}",
        f"wifi sifresi {tr_pw()}",
        f"Misafir ağı: Ofis-Misafir, şifre {phrase(TR_WORDS, 2, '')}{digits(3)}",
        f"Kablosuz ağ\nSSID: SuperOnline_{hexs(4).upper()}\nParola: {rnd(ALNUM, 12)}",
        f"WIFI:T:WPA;S:Ofis_Ege;P:{rnd(ALNUM, 14)};;",
    )
    r.add(
        "email_password",
        f"ofis maili bilgi@acme-musavirlik.example şifre: {tr_pw()}",
        f"Yandex mail şifresi {tr_pw()}",
        f"e-posta: muhasebe@egetekstil.example / {tr_pw()} (Outlook'a kurmak için)",
        f"Mail şifresini unutma: {tr_pw()}",
        f"Outlook hesap ayarları\nIMAP: mail.acme.example 993\nKullanıcı: ofis@acme.example\nŞifre: {tr_pw()}",
    )
    r.add(
        "gmail_app_password",
        f"Gmail uygulama şifresi (tarayıcı için): {app_password()}",
        f"Google app password - e-fatura mail gönderimi: {app_password()}",
        f"SMTP_USER=fatura@acme.example\nSMTP_PASS={app_password().replace(' ', '')}",
        f"gmail uygulama sifresi {app_password()}  (Logo'nun mail ayarına yazdım)",
        f"Yazıcının taramayı maile göndermesi için uygulama şifresi: {app_password()}",
    )
    r.add(
        "kep_account_password",
        f"KEP hesabı ({company()}) giriş şifresi: {tr_pw()}",
        f"KEP: kullanıcı {tckn()} şifre {tr_pw()}",
        f"kep sifresi {tr_pw()} - tebligat kontrolü her pazartesi",
        f"KEP adresi {slug()}@hs01.kep.example, parola {tr_pw()}",
    )
    r.add(
        "remote_access_password",
        f"AnyDesk ofis PC: {digits(9, lead=True)} — şifre {tr_pw()}",
        f"TeamViewer ID {digits(3, lead=True)} {digits(3)} {digits(3)} / pass {rnd(ALNUM, 8)}",
        f"Uzaktan bağlantı (AnyDesk) gözetimsiz erişim parolası: {tr_pw()}",
        f"{client()} bilgisayarına bağlanmak için anydesk {digits(3, lead=True)} {digits(3)} {digits(3)}, şifre {rnd(LOWER + DIGITS, 6)}",
        f"teamviewer kalıcı şifre {tr_pw()}",
    )
    r.add(
        "router_admin_password",
        f"Modem arayüzü 192.168.1.1 admin / {rnd(ALNUM, 10)}",
        f"TP-Link modem yönetici şifresi: {tr_pw()}",
        f"Superonline fiber modem\nKullanıcı: admin\nŞifre: {rnd(ALNUM, 10)}",
        f"modem admin sifre {tr_pw()} (wifi şifresinden farklı!)",
        f"Türk Telekom modem: kullanıcı adı admin, şifre {rnd(ALNUM, 10)}, PPPoE şifresi {rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "efatura_integrator_credentials",
        f"Entegratör web servis\nURL: https://efatura.entegrator.example/ws\nKullanıcı: {slug()}_ws\nŞifre: {rnd(ALNUM, 12)}",
        f"e-Fatura entegratör API anahtarı: {rnd(URLSAFE, 40)}",
        f"özel entegratör portal şifresi ({company()}): {tr_pw()}",
        f"EFATURA_API_KEY={hexs(32)}\nEFATURA_API_SECRET={rnd(ALNUM, 40)}",
        f"curl -u {slug()}:{rnd(ALNUM, 12)} https://api.entegrator.example/v1/invoices",
    )
    r.add(
        "virtual_pos_api_keys",
        f"iyzico canlı API anahtarları ({company()} e-ticaret)\nAPI Key: {rnd(ALNUM, 32)}\nSecret Key: {rnd(ALNUM, 32)}",
        f"sanal pos mağaza no {digits(9, lead=True)}, 3D storekey {rnd(ALNUM, 16)}",
        f"PayTR merchant_key {rnd(ALNUM, 16)} merchant_salt {rnd(ALNUM, 16)}",
        f"IYZICO_SECRET_KEY={rnd(ALNUM, 32)}",
    )
    r.add(
        "office_safe_combination",
        f"Kasa şifresi {digits(2)}-{digits(2)}-{digits(2)}",
        f"çelik kasa kombinasyonu: sağa {digits(2)}, sola {digits(2)}, sağa {digits(2)}",
        f"Dijital kasa kodu {digits(6)} (defterler + kaşeler içinde)",
        f"kasanın yeni kodu {digits(4)}",
        f"Kasa: {digits(6)} sonra #. Yedek anahtar kasanın içinde değil, evde.",
    )
    r.add(
        "sim_pin_puk",
        f"Ofis hattı SIM PIN {digits(4)} PUK {digits(8)}",
        f"Turkcell kurumsal hat pin: {digits(4)}",
        f"Yedek telefon SIM: PIN {digits(4)}, PUK1 {digits(8)}",
        f"mobil imzalı hattın SIM pini {digits(4)}, puk {digits(8)} (faturada yazıyor, sakla)",
    )
    r.add(
        "file_password",
        f"Bordro Excel dosyasının şifresi: {tr_pw()}",
        f"maaslar_2025.xlsx açma parolası {tr_pw()}",
        f"{company()} mizan dosyası şifreli, parola {tr_pw()}",
        f"Zip'in şifresi {rnd(ALNUM, 10)} (müşteriye ayrı mesajla gönder)",
        f"{client()} bordro PDF'lerinin şifresi TC'nin son 4 hanesi değil, özel: {rnd(ALNUM, 8)}",
    )
    r.add(
        "backup_encryption_passphrase",
        f"Yedekleme şifreleme parolası: {phrase(TR_WORDS, 5, '-')}",
        f"Harici disk VeraCrypt parolası: {phrase(TR_WORDS, 4)} {digits(2)}",
        f"Bulut yedek şifreleme anahtarı (kaybolursa yedek açılmaz): {phrase(TR_WORDS, 6)}",
        f"Synology Hyper Backup şifreleme parolası {tr_pw()}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"Ofis laptop BitLocker kurtarma anahtarı:\n{bitlocker_key()}",
        f"bitlocker recovery key (Dell, muhasebe-pc): {bitlocker_key()}",
        f"BitLocker kurtarma anahtarı\nAnahtar kimliği: {hexs(8).upper()}\nKurtarma anahtarı: {bitlocker_key()}",
    )
    r.add(
        "accounting_software_password",
        f"Luca giriş: üye no {digits(6, lead=True)}, kullanıcı {rnd(LOWER, 6)}, şifre {tr_pw()}",
        f"Zirve muhasebe yönetici şifresi {tr_pw()}",
        f"Mikro Jump admin / {tr_pw()}",
        f"Luca şifre {tr_pw()}",
    )
    r.add(
        "nas_admin_password",
        f"Synology NAS (nas.acme.internal:5001) admin: {tr_pw()}",
        f"NAS yönetici hesabı: ofisadmin / {tr_pw()}",
        f"nas sifre {rnd(ALNUM, 12)}",
        f"NAS\nadres: nas.acme.internal\nkullanıcı: yedek\nparola: {tr_pw()}",
    )
    r.add(
        "iskur_employer_password",
        f"İŞKUR işveren sistemi {company()}: kullanıcı {vkn()} şifre {tr_pw()}",
        f"iskur sifresi {tr_pw()}",
        f"İŞKUR işveren girişi - TCKN {tckn()} - parola {tr_pw()}",
        f"iş-kur işveren şifresi ({company()}) {tr_pw()}",
    )
    r.add(
        "two_factor_recovery_codes",
        f"Google hesabı yedek kodları:\n{recovery_codes(8, 'digits')}",
        f"Microsoft 365 kurtarma kodu: {groups(rnd(UPPER + DIGITS, 25), 5, '-')}",
        f"Bitwarden 2FA kurtarma kodu: {rnd(LOWER + DIGITS, 32)}",
        f"2FA yedek kodları (Dropbox):\n{recovery_codes(6, 'plain')}",
    )
    r.add(
        "password_manager_master_password",
        f"Bitwarden ana parola: {phrase(TR_WORDS, 5, '-')}{digits(1)}",
        f"Şifre yöneticisi master password: {phrase(TR_WORDS, 4)} {digits(3)}",
        f"KeePass veritabanı (sifreler.kdbx) ana parolası: {tr_pw()}",
    )
    r.add(
        "edevlet_temporary_password",
        f"{client()} PTT'den e-Devlet şifresi aldı, zarftaki tek kullanımlık şifre: {rnd(UPPER + DIGITS, 8)}",
        f"e-devlet geçici şifre {rnd(UPPER + DIGITS, 8)} — ilk girişte değiştirmesi gerekiyor (TC {tckn()})",
        f"Ali Bey'in yeni e-Devlet şifre zarfı: {rnd(UPPER + DIGITS, 8)}, yarın birlikte gireceğiz",
        f"PTT e-Devlet şifresi (zarf) {client()}: {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "company_card_details",
        f"Şirket kredi kartı: {groups(luhn('4'), 4)} SKT {card_expiry()} CVV {digits(3)}",
        f"Kurumsal kart {luhn('5')} son kullanma {card_expiry()} güvenlik kodu {digits(3)} — yazılım aboneliği için",
        f"kart no {groups(luhn('4'), 4)}\n{card_expiry()}\ncvv {digits(3)}",
        f"Troy kart {groups(luhn('9792'), 4)}, SKT {card_expiry()}, CVC {digits(3)} — vergi ödemesi için",
    )
    r.add(
        "openai_api_key",
        f"ChatGPT API anahtarı (fatura okuma makrosu için): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"Yeğenim kurdu, OpenAI key: {openai_project_key()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "vkn_example",
        f"VKN formatı 10 hane, örnek: {vkn()} (test verisi, gerçek firma değil)",
        f"Logo'da cari kart testi için örnek VKN {vkn()} kullandım",
        f"Eğitim sunumu için örnek vergi numarası: {vkn()}",
        f"{company()} VKN: {vkn()} — faturada alıcı bilgisi olarak yazılacak",
        f"Örnek: VKN {vkn()} / Vergi Dairesi: {secrets.choice(TAX_OFFICES)}",
    )
    r.add(
        "tckn_example",
        f"TCKN algoritması testi: {tckn()} geçerli bir örnek numara, son iki hane kontrol hanesi",
        f"e-Arşiv'de nihai tüketici için 11111111111 yazılır; yazılım testinde örnek TCKN {tckn()}",
        f"Stajyere doğrulama alıştırması: {tckn()} (uydurma numara)",
        f"Entegratöre test için uydurma TCKN verdim: {tckn()}",
        f"Örnek kayıt (gerçek kişi değil): Ad Soyad: Test Kullanıcı, TCKN {tckn()}",
    )
    r.add(
        "invoice_number",
        f"Fatura no {invoice_no()}",
        f"{company()} faturası {invoice_no('EFA')} — {amount()} TL, vadesi 30 gün",
        f"İade faturası: {invoice_no('EAR')} (e-Arşiv) iptal edildi",
        f"Seri/sıra: {invoice_no()} {day()} tarihli",
        f"Kesilen faturalar: {invoice_no('EFA')}, {invoice_no('EFA')}, {invoice_no('EFA')}",
    )
    r.add(
        "company_iban",
        f"{company()} IBAN: {tr_iban()} — kira ödemesi için",
        f"Vergi ödemesi için müşterinin hesabı: {tr_iban(bank_name='Halkbank')}",
        f"IBAN (alıcı: {client()}): {tr_iban(spaced=False)}",
        f"Ofisin hesap bilgileri faturaların altına: Akbank / {tr_iban(bank_name='Akbank')}",
        f"Maaş ödemeleri {tr_iban()} hesabından çıkıyor",
    )
    r.add(
        "sgk_registry_number",
        f"{company()} SGK işyeri sicil no: {sicil()}",
        f"İşyeri sicil numarası {sicil(spaced=False)} — aylık prim ve hizmet belgesinde yazıyor",
        f"Yeni şube tescil edildi, sicil: {sicil()}",
        f"SGK sicil no (26 hane): {sicil()}",
        f"Aylık prim hizmet belgesi, işyeri sicil {sicil()}, dönem {secrets.choice(MONTHS)} 2025",
    )
    r.add(
        "mersis_number",
        f"MERSİS no: {mersis()}",
        f"{company()} ticaret sicil no {digits(6, lead=True)}, MERSİS {mersis()}",
        f"Antetli kağıda MERSİS numarası eklenecek: {mersis()}",
        f"Web sitesi alt bilgisi: Mersis No {mersis()} | {secrets.choice(TAX_OFFICES)} V.D. {vkn()}",
        f"Sözleşme başlığına: {company()}, MERSİS {mersis()}, VKN {vkn()}",
    )
    r.add(
        "cargo_tracking_code",
        f"Yurtiçi Kargo takip no {digits(12, lead=True)}",
        f"Aras Kargo gönderi kodu {digits(13, lead=True)} — belgeler {client()} adına gitti",
        f"MNG kargo takip: {digits(12, lead=True)}",
        f"PTT barkod: RR{digits(9)}TR, iadeli taahhütlü",
        f"Kargo: Sürat {digits(12, lead=True)} (defter tasdik evrakları notere)",
    )
    r.add(
        "tax_office_code",
        f"{secrets.choice(TAX_OFFICES)} Vergi Dairesi kodu {tax_office_code()}",
        f"Vergi dairesi: Bornova ({tax_office_code()}), {company()} buraya bağlı",
        f"Ödeme ekranında vergi dairesi kodu {tax_office_code()} seçilecek",
        f"VD kodları: Konak {tax_office_code()}, Kemeraltı {tax_office_code()}, Hasan Tahsin {tax_office_code()}",
        f"Belkahve VD ({tax_office_code()}) taşındı, yeni adres Bornova",
    )
    r.add(
        "efatura_ettn",
        f"ETTN: {uid()}",
        f"e-Fatura ETTN {uid().upper()} red cevabı geldi, yeniden kesilecek",
        f"Faturanın ETTN'si {uid()} — müşteri sorarsa bu",
        f"UUID {uid()} / fatura no {invoice_no('EFA')}",
        f"{company()} Mart faturaları ETTN listesi:\n{uid()}\n{uid()}\n{uid()}",
    )
    r.add(
        "kep_address",
        f"{company()} KEP adresi: {slug()}@hs01.kep.example",
        "Tebligatlar KEP adresimize gelsin: acme.musavirlik@hs02.kep.example",
        f"KEP adresleri:\n- {slug()}@hs01.kep.example\n- {slug()}@hs03.kep.example",
        f"Vergi dairesine bildirilen KEP: {slug()}.ltd@hs02.kep.example",
        f"KEP ile ihtarname geldi, gönderen {slug()}@hs01.kep.example, evrak no {digits(10, lead=True)}",
    )
    r.add(
        "appointment_number",
        f"Vergi dairesi randevu no: {digits(8, lead=True)} — {secrets.randbelow(28) + 1} {secrets.choice(MONTHS)} 10:30",
        f"MHRS randevu {digits(10, lead=True)} (annem, Tepecik)",
        f"Noter randevu numarası {rnd(UPPER, 2)}-{digits(6)}",
        f"SGK il müdürlüğü randevusu, başvuru no {digits(9, lead=True)}",
        f"Nüfus müdürlüğü randevusu {digits(9, lead=True)}, kimlik kartı yenileme",
    )
    r.add(
        "password_rotation_reminder",
        "GİB şifrelerini 3 ayda bir değiştir, en son Ocak'ta değişti.",
        "e-Devlet şifresi 90 günde bir; müşterilere hatırlatma mesajı at",
        "SGK sistem şifresinin süresi doldu uyarısı geldi, yarın yenilenecek",
        "Logo admin şifresi personel ayrılınca değiştirilmeli (KVKK)",
        f"Wi-Fi şifresini {pick(3, 6)} ayda bir değiştiriyoruz, sıradaki {secrets.choice(MONTHS)}",
    )
    r.add(
        "password_location_reference",
        "Müşterilerin e-Devlet şifreleri kasadaki mavi zarfta, bilgisayara yazmıyoruz.",
        "Banka şifreleri Bitwarden'da 'Bankalar' klasöründe",
        "Mobil imza PIN'i bende değil, Mehmet Bey'in kendisinde",
        "SGK işyeri şifresi Zeynep'te; ona sor",
        "KeePass dosyası: \\\\nas.acme.internal\\ortak\\sifreler.kdbx (ana parola ayrı yerde)",
    )
    r.add(
        "masked_value",
        f"Kredi kartı ****{digits(4)} ile ödendi",
        f"Hesap sonu ...{digits(4)} olan Garanti hesabına yatırıldı",
        "Şifre: ******** (ekranda gizli görünüyor)",
        f"Kart no {digits(4, lead=True)} **** **** {digits(4)}, son kullanma geçmiş, yenisi gelecek",
        "Mobil imza PIN: •••••• (ekran görüntüsünde kapattım)",
    )
    r.add(
        "secret_reference",
        "Logo bağlantısı: Server=logo-sql.acme.internal;User Id=sa;Password=${LOGO_SA_PASSWORD};",
        "EFATURA_API_KEY ortam değişkeninden okunuyor, dosyaya yazma",
        "Yeğenimin makrosu: password: ${{ secrets.SMTP_PASSWORD }}",
        "vault kv get secret/muhasebe/logo/sa — şifre orada duruyor",
        "Banka şifreleri için: Bitwarden > Ofis > Bankalar > Halkbank kurumsal (buraya yazmıyorum)",
    )
    r.add(
        "certificate_identifier",
        f"Mobil imza sertifika seri no: {hexs(32).upper()}",
        f"e-imza sertifikası SHA-256 parmak izi: {groups(hexs(64).upper(), 2, ':')}",
        f"Mali mühür sertifika seri no {digits(16, lead=True)}, geçerlilik 2027",
        f"SSL sertifikası (portal.acme.example) SHA1 parmak izi {hexs(40)}",
        f"Mobil imza sertifikası yenilendi, yeni seri no {hexs(16).upper()}, bitiş 2027",
    )
    r.add(
        "tax_accrual_number",
        f"KDV beyannamesi tahakkuk no {pick(2024, 2025)}{digits(2)}{digits(10)}",
        f"Beyanname OID: {rnd(LOWER + DIGITS, 20)}",
        f"Muhtasar onaylandı, tahakkuk fiş no {digits(14, lead=True)}",
        f"SGK tahakkuk fişi no {digits(10, lead=True)}",
        f"Geçici vergi tahakkuk no {digits(14, lead=True)}, vade 17 {secrets.choice(MONTHS)}",
    )
    r.add(
        "bank_transfer_reference",
        f"EFT sorgu no {digits(12, lead=True)}",
        f"Dekont referans: {rnd(UPPER + DIGITS, 16)}",
        f"Havale işlem no {digits(10, lead=True)}, {amount()} TL",
        f"SWIFT ref {rnd(UPPER + DIGITS, 16)} — yurt dışı tahsilat",
        f"Vergi ödemesi makbuz no {digits(12, lead=True)}, {amount()} TL",
    )
    r.add(
        "pin_policy_note",
        "Mobil imza PIN'i 3 kez yanlış girilirse bloke oluyor; PUK için operatöre gitmek gerek.",
        "e-imza PIN'i 6 haneli olmalı, doğum tarihi kullanma",
        "Alarm kodu 4 hane, yanlış girişte 30 sn içinde güvenlik firması arıyor",
        "Banka internet şifresi 6 rakam, ardışık ve tekrarlı rakam kabul etmiyor",
        "Alarm firması kodu telefonda asla sormaz, sadece parola kelimesini sorar",
    )
    r.add(
        "network_settings",
        f"Misafir Wi-Fi: SSID 'Ofis-Misafir', WPA2, kanal {pick(1, 6, 11)}, şifre kapı yanındaki kartta",
        f"Modem MAC {mac()}, seri no {rnd(UPPER + DIGITS, 12)}",
        f"Yeni access point: IP 192.168.1.{secrets.randbelow(200) + 20}, MAC {mac(upper=True)}",
        "Wi-Fi 5 GHz ağın adı Ofis_5G, 2.4'ü Ofis_2G; yazıcı 2.4'e bağlı",
        f"Ofis statik IP 203.0.113.{secrets.randbelow(250) + 2}, DNS 1.1.1.1",
    )
    r.add(
        "logo_erp_settings",
        f"Logo firma no {digits(3)}, dönem {secrets.randbelow(5) + 1}, sunucu logo-sql.acme.internal, veritabanı TIGER3",
        "Logo lisans yenileme 1 Nisan; bayi: Ege Yazılım",
        f"Logo muhasebe fişi no {digits(8, lead=True)}, {amount()} TL",
        "Logo kullanıcıları: LOGO (admin), muhasebe1, muhasebe2 — şifreleri kişiler kendisi biliyor",
        f"Logo Tiger {pick('2.85', '2.86', '3.0')} güncellemesi geldi, yedek aldıktan sonra kur",
    )
    r.add(
        "insurance_policy_number",
        f"İşyeri sigorta poliçe no {digits(10, lead=True)}",
        f"Kasko poliçesi {digits(9, lead=True)}, yenileme {secrets.choice(MONTHS)}",
        f"DASK poliçe no {digits(8, lead=True)}",
        f"Ferdi kaza poliçesi {digits(11, lead=True)}, prim {amount()} TL",
    )
    r.add(
        "cheque_serial_number",
        f"Çek seri no {rnd(UPPER, 1)}{digits(7)}, keşide tarihi {day()}",
        f"Karekodlu çek no {digits(7, lead=True)}, {bank()}, tutar {amount()} TL",
        f"Senet no {digits(6, lead=True)} — {client()}, vadesi {secrets.choice(MONTHS)} sonu",
        f"Protesto edilen çek: seri {rnd(UPPER, 1)}{digits(7)}, {client()}",
    )
    r.add(
        "vehicle_identifier",
        f"Şirket aracı 35 {rnd(UPPER, 3)} {digits(3, lead=True)}, şasi no {vin()}",
        f"Ruhsat seri no {rnd(UPPER, 2)} {digits(6)}",
        f"Amortisman listesine eklenecek araç: şasi {vin()}, motor no {rnd(UPPER + DIGITS, 10)}",
        f"Araç satışı: plaka 35 {rnd(UPPER, 2)} {digits(4, lead=True)}, şasi {vin()}, noter satış no {digits(8, lead=True)}",
    )
    r.add(
        "document_hash",
        f"Yedek arşivi muhasebe_2024.zip SHA-256: {hexs(64)}",
        f"e-Defter berat dosyası hash değeri {hexs(64).upper()}",
        f"Makro sürümü commit {hexs(7)} (yeğenim güncelledi)",
        f"e-Defter {secrets.choice(MONTHS)} yevmiye dosyası MD5 {hexs(32)}",
    )
    r.add(
        "verification_code_talk",
        "İnternet şubesine girerken SMS ile 6 haneli onay kodu geliyor, telefon Ahmet Bey'de.",
        "Onay kodunu kimse istemez; banka aradığında kod verme!",
        "GİB giriş doğrulama kodu e-postaya düşüyor, spam klasörünü kontrol et",
        "e-Devlet'te iki adımlı doğrulama açıldı, kod SMS ile",
        "Mobil imza ile girişte telefona onay ekranı geliyor, kod yazmak gerekmiyor",
    )
    r.add(
        "password_placeholder",
        "Müşteri kayıt formu: e-Devlet Şifresi: ____________",
        "Şablon: Kullanıcı: <VKN> / Şifre: <ŞİFRE>",
        "Password=********; (ekran görüntüsünde maskelenmiş)",
        "şifre: xxxxxx (müşteri kendisi girecek)",
        "Logo kurulum dokümanı: SA şifresi: [kurulumda belirlenecek]",
    )
    r.add(
        "chart_of_accounts_code",
        f"Cari kod 120.01.{digits(3)} — {company()}",
        f"Hesap planı: 320.{digits(2)}.{digits(3)} satıcılar",
        f"Stok kodu STK-{digits(5)}, KDV %20",
        f"Masraf merkezi kodu MM-{digits(3)}, proje kodu PRJ-{rnd(UPPER + DIGITS, 5)}",
    )
    r.add(
        "contract_number",
        f"Kredi sözleşme no {digits(12, lead=True)}",
        f"BES sözleşme no {digits(8, lead=True)} ({client()})",
        f"Kira sözleşmesi no 2025/{digits(3)}, stopaj %20",
        f"Leasing sözleşme no {rnd(UPPER, 2)}{digits(9)}, kira {amount()} TL",
    )
    r.add(
        "uuid_in_url",
        f"https://portal.entegrator.example/fatura/{uid()}/pdf",
        f"Beyanname önizleme linki: https://ebeyan.acme.test/goruntule?id={uid()}",
        f"Drive klasörü: https://drive.acme.example/folders/{rnd(URLSAFE, 33)}",
        f"Toplantı linki https://meet.acme.example/{rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)}",
        f"e-Fatura görüntüleme: https://efatura.acme.test/view?ettn={uid()}",
    )
    r.add(
        "pos_terminal_id",
        f"POS terminal no {rnd(UPPER + DIGITS, 8)}, işyeri no {digits(10, lead=True)}",
        f"Yazar kasa (ÖKC) sicil no {rnd(UPPER, 2)} {digits(8)}",
        f"Sanal POS mağaza numarası {digits(9, lead=True)} (merchant id, gizli değil)",
        f"iyzico üye işyeri no {digits(6, lead=True)}",
        f"Banka POS seri no {rnd(UPPER, 3)}{digits(9)}, terminal ID {digits(8)}",
    )
    r.add(
        "bank_customer_number_only",
        f"{bank()} müşteri no {digits(8, lead=True)} (şifre müşteride, bizde yok)",
        f"Müşteri numarası {digits(9, lead=True)} — şifreyi bankadan SMS ile alacak",
        f"{company()} {bank()} şube kodu {digits(4)}, hesap no {digits(8)}",
        f"Müşteri no {digits(8, lead=True)} bloke oldu, şubeye gidecek; şifreyi yeniden alacak",
    )
    return r


def main() -> None:
    write_corpora("make_heldout240.py", [
        ("heldout240_credentials.yaml", credentials(), "Held-out batch 240: an Izmir accountant's Turkish notes that hold a real secret (e-Devlet, GİB, SGK, bank, Logo ERP, mobil imza, alarm, Wi-Fi, e-mail)"),
        ("heldout240_lookalikes.yaml", lookalikes(), "Held-out batch 240: an Izmir accountant's Turkish notes that only look secret (VKN/TCKN examples, invoice numbers, IBANs, SGK and MERSİS numbers, ETTNs, KEP addresses, talk about passwords)"),
    ])


if __name__ == "__main__":
    main()
